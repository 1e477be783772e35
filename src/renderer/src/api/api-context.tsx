import { createContext, useContext, type ReactNode } from 'react'
import type { Api } from '#shared/ipc/contract.ts'

const ApiContext = createContext<Api | null>(null)

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

/** The only way components reach main; tests hand in another implementation through ApiProvider. */
export function useApi(): Api {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it')
  return api
}
