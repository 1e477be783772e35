import type { z } from 'zod'
import type { Device, Endpoint, EndpointName, endpoints } from '#shared/api/index.ts'
import type { Principal } from '../auth/principal.ts'
import type { ListBody } from './list-body.ts'

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a handler receives: the credentials' principal and the query and body, already parsed. */
export interface HandlerInput<E extends Endpoint> {
  principal: E['auth'] extends true ? Principal : undefined
  query: Parsed<E['query']>
  body: Parsed<E['body']>
  /** The client's address, for rate limits. */
  client: string
}

/** A success body; the route keeps only the response schema's fields (unknown fields dropped). */
export type HandlerOutput<E extends Endpoint> = z.input<E['response']>

export type Handlers = {
  [K in EndpointName]: (
    input: HandlerInput<(typeof endpoints)[K]>,
  ) =>
    | HandlerOutput<(typeof endpoints)[K]>
    | ListBody<Device>
    | Promise<HandlerOutput<(typeof endpoints)[K]>>
}
