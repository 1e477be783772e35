// Preloaded into a child process (NODE_OPTIONS=--import): SIGKILLs it in the middle of a journal write,
// at the KILL_SQLITE_NTH run of a statement whose SQL starts with KILL_SQLITE_STARTS. The transaction
// it is in never commits: the cut a power failure makes.
import { StatementSync } from 'node:sqlite'

const starts = process.env.KILL_SQLITE_STARTS
const nth = Number(process.env.KILL_SQLITE_NTH)
if (starts && nth > 0) {
  const run = StatementSync.prototype.run
  let count = 0
  StatementSync.prototype.run = function (...values) {
    if (this.sourceSQL.trimStart().startsWith(starts) && ++count === nth)
      process.kill(process.pid, 'SIGKILL')
    return run.apply(this, values)
  }
}
