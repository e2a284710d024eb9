/**
 * An invented resume written to stress a layout: a long double-barrelled name, an occupation title of twelve words,
 * employer and school names of a whole line, long unbroken words (German compounds, a Welsh place name) and long
 * addresses and links, as real resumes hold them.
 */
import type { FilePayload } from './resume-files'

export const LONG_NAME = 'Bartholomew Maximilian Featherstonehaugh-Cholmondeley-Wolfeschlegelsteinhausen'
export const LONG_TITLE =
  'Senior Principal Distinguished Staff Site Reliability and Infrastructure Platform Engineering Architect'

export const LONG_RESUME_LINES = [
  LONG_NAME,
  'bartholomew.maximilian.featherstonehaugh@an-extraordinarily-long-mail-domain-example.com | +44 20 7946 0958 | Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales',
  'https://www.linkedin.com/in/bartholomew-maximilian-featherstonehaugh-cholmondeley-wolfeschlegelsteinhausen',
  '',
  'Summary',
  `${LONG_TITLE} with 14 years of experience running Kubernetes and Terraform platforms for transcontinental logistics companies.`,
  '',
  'Experience',
  `${LONG_TITLE}, The International Consolidated Amalgamated Transcontinental Railway and Maritime Shipping Holdings Corporation Limited`,
  'Jan 2015 - Present',
  '- Led the migration of 240 services to Kubernetes, cutting deployment time by 65%.',
  '- Built observability pipelines ingesting 3 TB of logs per day with Elasticsearch and Prometheus.',
  '- Wrote incident runbooks kept at https://wiki.example.com/engineering/site-reliability/runbooks/incident-response/severity-one/escalation-procedures',
  'Lead Infrastructure Engineer, Fernverkehrsinfrastrukturmodernisierungsgesellschaft mbH',
  'Mar 2010 - Dec 2014',
  '- Automated 1200 servers with Terraform and Ansible, saving 30 hours per week.',
  '',
  'Education',
  'Master of Science in Computer Science and Distributed Systems Engineering, Rheinisch-Westfälische Technische Hochschule Aachen University of Technology',
  '2008 - 2010',
  '',
  'Skills',
  'Kubernetes, Terraform, Ansible, Prometheus, Elasticsearch, Python, Go, AWS, Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
]

/** The long resume as a text file whose name is as long as its title. */
export function longTextResume(): FilePayload {
  return {
    name: 'Senior-Principal-Distinguished-Staff-Site-Reliability-Infrastructure-Platform-Architect-resume-final-v12.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(LONG_RESUME_LINES.join('\n')),
  }
}

/** A job posting with the same long names and unbroken words, for the matcher and the tweaker. */
export const LONG_POSTING = [
  `${LONG_TITLE} at The International Consolidated Amalgamated Transcontinental Railway and Maritime Shipping Holdings Corporation Limited`,
  '',
  'Requirements',
  '- 10+ years of experience with Kubernetes, Terraform and Prometheus.',
  '- Experience with Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft-grade compliance tooling.',
  '- Strong Python and Go skills; CloudFormation and OpenTelemetry are a plus.',
  '- See https://careers.example.com/engineering/site-reliability/openings/senior-principal-distinguished-staff-architect',
].join('\n')
