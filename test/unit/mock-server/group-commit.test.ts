import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { GroupCommit } from '#mock-server/store/group-commit.ts'

function setup() {
  const db = new DatabaseSync(':memory:')
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL) STRICT')
  const insert = db.prepare('INSERT INTO t (id, v) VALUES (?, ?)')
  const rows = () =>
    db
      .prepare('SELECT id FROM t ORDER BY id')
      .all()
      .map((row) => row.id)
  return { db, insert, rows, commits: new GroupCommit(db) }
}

describe('GroupCommit', () => {
  it('commits writes queued together and applies each after the commit, in order', async () => {
    const { insert, rows, commits } = setup()
    const applied: number[] = []
    await Promise.all(
      [1, 2, 3].map((id) =>
        commits.run(
          () => insert.run(id, 'x'),
          () => applied.push(id),
        ),
      ),
    )
    expect(rows()).toEqual([1, 2, 3])
    expect(applied).toEqual([1, 2, 3])
  })

  it('does not apply a write before it is committed', () => {
    const { insert, rows, commits } = setup()
    let applied = false
    void commits.run(
      () => insert.run(1, 'x'),
      () => (applied = true),
    )
    expect([applied, rows()]).toEqual([false, []])
  })

  it('rejects only the write that fails; the others are committed', async () => {
    const { insert, rows, commits } = setup()
    const results = await Promise.allSettled([
      commits.run(
        () => insert.run(1, 'x'),
        () => {},
      ),
      commits.run(
        () => insert.run(1, 'duplicate'),
        () => {},
      ),
      commits.run(
        () => insert.run(2, 'x'),
        () => {},
      ),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(rows()).toEqual([1, 2])
  })

  it('rejects every write whose commit fails, applies none of them, and commits later writes', async () => {
    const { db, rows, commits } = setup()
    db.exec('PRAGMA foreign_keys = ON')
    // A deferred foreign key is checked by COMMIT itself: each write succeeds, the commit does not.
    db.exec('CREATE TABLE child (t_id INTEGER REFERENCES t (id) DEFERRABLE INITIALLY DEFERRED)')
    const orphan = db.prepare('INSERT INTO child (t_id) VALUES (?)')
    const applied: number[] = []
    const results = await Promise.allSettled(
      [1, 2].map((id) =>
        commits.run(
          () => orphan.run(id),
          () => applied.push(id),
        ),
      ),
    )
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(applied).toEqual([])
    expect(db.prepare('SELECT count(*) AS n FROM child').get()?.n).toBe(0)
    expect(db.isTransaction).toBe(false)
    await commits.run(
      () => db.prepare('INSERT INTO t (id, v) VALUES (3, ?)').run('x'),
      () => applied.push(3),
    )
    expect([rows(), applied]).toEqual([[3], [3]])
  })

  it('flush() commits what is queued at once', () => {
    const { insert, rows, commits } = setup()
    void commits.run(
      () => insert.run(7, 'x'),
      () => {},
    )
    commits.flush()
    expect(rows()).toEqual([7])
  })
})
