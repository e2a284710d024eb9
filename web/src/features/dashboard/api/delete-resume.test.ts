import { describe, expect, it } from 'vitest'

import type { DashboardStats } from '../types'
import { withOneResumeLess } from './delete-resume'

const stats = (used: number, limit = 20): DashboardStats => ({
  planType: 'base',
  planName: 'Base',
  isPremium: false,
  trialDaysRemaining: 7,
  totalResumes: used,
  storageInfo: { used, limit, percentage: Math.floor((used * 100) / limit) },
  upgradeContact: '',
})

describe('withOneResumeLess', () => {
  it('counts one resume fewer and rounds the percentage down as the server does', () => {
    expect(withOneResumeLess(stats(1)).storageInfo).toEqual({ used: 0, limit: 20, percentage: 0 })
    expect(withOneResumeLess(stats(8, 30))).toMatchObject({ totalResumes: 7, storageInfo: { used: 7, percentage: 23 } })
    expect(withOneResumeLess(stats(0)).storageInfo.used).toBe(0)
  })
})
