/**
 * A stand-in for XMLHttpRequest that a test drives by hand: report upload progress, then answer. Only what
 * uploadResume uses is implemented.
 */
export class FakeXhr {
  static last: FakeXhr | null = null
  static all: FakeXhr[] = []

  readonly upload = new EventTarget()
  private readonly events = new EventTarget()
  method = ''
  url = ''
  withCredentials = false
  status = 0
  statusText = ''
  responseText = ''
  sentBody: unknown = null
  readonly headers = new Map<string, string>()

  constructor() {
    FakeXhr.last = this
    FakeXhr.all.push(this)
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value)
  }

  open(method: string, url: string): void {
    this.method = method
    this.url = url
  }

  send(body: unknown): void {
    this.sentBody = body
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener)
  }

  progress(loaded: number, total: number): void {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total })
    this.upload.dispatchEvent(event)
  }

  /** The connection failed before an answer came (a server that crashed, a network that dropped). */
  fail(): void {
    this.events.dispatchEvent(new Event('error'))
  }

  respond(status: number, body: unknown, statusText = ''): void {
    this.status = status
    this.statusText = statusText
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.events.dispatchEvent(new Event('load'))
  }
}
