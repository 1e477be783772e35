import type { SurveyCode } from '#shared/ipc/survey.ts'
import type { CodeMessages } from '../../i18n/coded.ts'

/** The survey's own texts: baseline warnings, what to do now, notes on what was plugged in. */
export const SURVEY_TEXTS: CodeMessages<SurveyCode> = {
  'baseline-monitors': 'survey.text.baseline-monitors',
  'baseline-dock': 'survey.text.baseline-dock',
  'hint-all-done': 'survey.text.hint-all-done',
  'hint-skipped-left': 'survey.text.hint-skipped-left',
  'hint-unplug': 'survey.text.hint-unplug',
  'hint-unplug-late': 'survey.text.hint-unplug-late',
  'hint-plugged': 'survey.text.hint-plugged',
  'hint-plug-in': 'survey.text.hint-plug-in',
  'paired-elsewhere': 'survey.text.paired-elsewhere',
  'paired-here': 'survey.text.paired-here',
  'needs-choice': 'survey.text.needs-choice',
  'dock-no-serial': 'survey.text.dock-no-serial',
  'dock-tie': 'survey.text.dock-tie',
  'dock-placeholder': 'survey.text.dock-placeholder',
  'monitor-placeholder': 'survey.text.monitor-placeholder',
  'loose-beside-dock': 'survey.text.loose-beside-dock',
  'loose-no-dock': 'survey.text.loose-no-dock',
  'part-hub': 'survey.text.part-hub',
  'part-no-serial': 'survey.text.part-no-serial',
  'part-ambiguous': 'survey.text.part-ambiguous',
  'part-placeholder': 'survey.text.part-placeholder',
  'part-of-dock': 'survey.text.part-of-dock',
  'wifi-adapter': 'survey.text.wifi-adapter',
  'nothing-changed': 'survey.text.nothing-changed',
}
