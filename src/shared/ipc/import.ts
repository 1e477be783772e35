// The import's IPC types, by purpose: the file and its columns, the preview, the report and export.
export * from './import-file.ts'
export * from './import-preview.ts'
export * from './import-report.ts'
