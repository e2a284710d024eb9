/** SPEC §4 Storage and §9: a warning from 80 percent of the plan's resume limit, full from 100 percent. */

export const STORAGE_WARNING_PERCENT = 80
export const STORAGE_FULL_PERCENT = 100

export type StorageLevel = 'normal' | 'warning' | 'full'

export function storageLevel(percentage: number): StorageLevel {
  if (percentage >= STORAGE_FULL_PERCENT) return 'full'
  if (percentage >= STORAGE_WARNING_PERCENT) return 'warning'
  return 'normal'
}

/** 'Trial: 2 days remaining', or that it has ended. */
export function trialText(daysRemaining: number): string {
  if (daysRemaining <= 0) return 'Free trial ended'
  return `Trial: ${daysRemaining} ${daysRemaining === 1 ? 'day' : 'days'} remaining`
}
