import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// src/main is the Electron shell and nothing else: what runs without Electron lives in src/core, where the
// command line, the web harness and the tests reach it without the binary.
const sources = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(folder, name))

const usesElectron = (text: string): boolean =>
  /from '(electron|electron-updater)'|import\('(electron|electron-updater)'\)/.test(text)

describe('the folder layout', () => {
  it('has only files that use Electron in src/main', () => {
    const plain = sources('src/main').filter((file) => !usesElectron(readFileSync(file, 'utf8')))
    expect(plain).toEqual([])
  })

  it('has no file in src/core that uses Electron', () => {
    const shell = sources('src/core').filter((file) =>
      /from 'electron'|import\('electron'\)/.test(readFileSync(file, 'utf8')),
    )
    expect(shell).toEqual([])
  })
})
