import { burnPasswordCheck, verifyPassword } from '../auth/passwords.ts'
import { publicPrincipal } from '../auth/principal.ts'
import { userPrincipal } from '../auth/authenticate.ts'
import { digest, newSecret } from '../auth/secrets.ts'
import { HttpProblem, badRequest, unauthenticated } from '../http/problem.ts'
import type { ServiceContext } from '../service-context.ts'
import type { Handlers } from './handler-types.ts'

export function authHandlers(ctx: ServiceContext): Pick<Handlers, 'login' | 'logout' | 'whoAmI'> {
  return {
    async login({ body, client }) {
      const wait = ctx.limiter.retryAfterSeconds(body.username, client)
      if (wait > 0) {
        throw new HttpProblem(
          429,
          'rate_limited',
          `Too many failed sign-ins; try again in ${wait} s.`,
          {
            headers: { 'retry-after': String(wait) },
          },
        )
      }
      ctx.limiter.recordAttempt(body.username, client)
      const user = ctx.principals.user(body.username)
      const valid = user
        ? await verifyPassword(body.password, user.passwordHash)
        : await burnPasswordCheck(body.password, ctx.scrypt)
      if (!user || !valid) throw unauthenticated('The username or password is wrong.')
      ctx.limiter.recordSuccess(body.username, client)
      const token = newSecret()
      const expiresAt = ctx.now() + ctx.sessionTtlMs
      ctx.principals.purgeExpiredSessions(ctx.now())
      ctx.principals.createSession(digest(token), user.username, expiresAt)
      return {
        status: 'OK',
        token,
        expiresAt: new Date(expiresAt).toISOString(),
        principal: publicPrincipal(userPrincipal(user)),
      }
    },
    logout({ principal }) {
      if (!principal.sessionDigest) {
        throw badRequest('Logout ends a bearer session; an API key has none to end.')
      }
      ctx.principals.endSession(principal.sessionDigest)
      return { status: 'OK' }
    },
    whoAmI({ principal }) {
      return { status: 'OK', principal: publicPrincipal(principal) }
    },
  }
}
