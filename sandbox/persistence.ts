// `--data DIR`: the sandbox's state in a SQLite file, so that created services, variables,
// deployments and logs survive a restart. node:sqlite ships with Node 24: no dependency, no
// native build, and its synchronous calls fit the store's synchronous updates (README,
// "Try it locally"). The in-memory maps stay the source of truth; this is write-through.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import type { Deployment, LogLine, RuntimeLog, ServiceState } from './model.js'

export interface SavedState {
  services: unknown[]
  variables: { serviceId: string; key: string; value: string }[]
  deployments: Deployment[]
  runtimeLogs: RuntimeLog[]
}

export class Persistence {
  readonly file: string
  readonly #db: DatabaseSync
  readonly #statements: Record<'service' | 'variable' | 'deployment' | 'line' | 'log', StatementSync>
  #closed = false

  constructor(dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    this.file = join(dir, 'sandbox.sqlite')
    // The file holds imported variable values: the owner's alone. SQLite gives its WAL and
    // shared-memory files the database file's mode, so creating this one 0600 covers them.
    closeSync(openSync(this.file, 'a', 0o600))
    for (const file of [this.file, `${this.file}-wal`, `${this.file}-shm`]) if (existsSync(file)) chmodSync(file, 0o600)
    this.#db = new DatabaseSync(this.file)
    this.#db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS services (id TEXT PRIMARY KEY, position INTEGER NOT NULL, record TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS variables (service_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (service_id, key));
      CREATE TABLE IF NOT EXISTS deployments (id TEXT PRIMARY KEY, cursor INTEGER NOT NULL, record TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS deployment_lines (
        deployment_id TEXT NOT NULL, seq INTEGER NOT NULL, text TEXT NOT NULL, stream TEXT NOT NULL, emitted_at REAL NOT NULL,
        PRIMARY KEY (deployment_id, seq));
      CREATE TABLE IF NOT EXISTS runtime_logs (id INTEGER PRIMARY KEY, service_id TEXT NOT NULL, line TEXT NOT NULL, stream TEXT NOT NULL, ts REAL NOT NULL);
    `)
    this.#statements = {
      service: this.#db.prepare(
        'INSERT INTO services (id, position, record) VALUES (?, (SELECT COUNT(*) FROM services), ?) ON CONFLICT (id) DO UPDATE SET record = excluded.record'
      ),
      variable: this.#db.prepare(
        'INSERT INTO variables (service_id, key, value) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET value = excluded.value'
      ),
      deployment: this.#db.prepare(
        'INSERT INTO deployments (id, cursor, record) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET record = excluded.record'
      ),
      line: this.#db.prepare(
        'INSERT OR REPLACE INTO deployment_lines (deployment_id, seq, text, stream, emitted_at) VALUES (?, ?, ?, ?, ?)'
      ),
      log: this.#db.prepare(
        'INSERT OR REPLACE INTO runtime_logs (id, service_id, line, stream, ts) VALUES (?, ?, ?, ?, ?)'
      )
    }
  }

  /** The saved state, or undefined when the directory holds none yet (first start: seed it). */
  load(): SavedState | undefined {
    if (!this.#db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get()) return undefined
    const rows = <T>(sql: string): T[] => this.#db.prepare(sql).all() as T[]
    const lines = new Map<string, LogLine[]>()
    for (const row of rows<{ deployment_id: string; seq: number; text: string; stream: string; emitted_at: number }>(
      'SELECT * FROM deployment_lines ORDER BY deployment_id, seq'
    )) {
      const list = lines.get(row.deployment_id) ?? []
      list.push({ seq: row.seq, text: row.text, stream: row.stream, emittedAt: row.emitted_at })
      lines.set(row.deployment_id, list)
    }
    return {
      services: rows<{ record: string }>('SELECT record FROM services ORDER BY position').map(
        row => JSON.parse(row.record) as unknown
      ),
      variables: rows<{ service_id: string; key: string; value: string }>('SELECT * FROM variables ORDER BY rowid').map(
        row => ({
          serviceId: row.service_id,
          key: row.key,
          value: row.value
        })
      ),
      deployments: rows<{ id: string; record: string }>('SELECT id, record FROM deployments ORDER BY cursor').map(
        row => ({
          ...(JSON.parse(row.record) as Omit<Deployment, 'lines'>),
          lines: lines.get(row.id) ?? []
        })
      ),
      runtimeLogs: rows<{ id: number; service_id: string; line: string; stream: string; ts: number }>(
        'SELECT * FROM runtime_logs ORDER BY id'
      ).map(row => ({
        id: row.id,
        serviceId: row.service_id,
        line: row.line,
        stream: row.stream,
        ts: row.ts
      }))
    }
  }

  /** Marks the directory as holding a whole state (written after the seed's first save). */
  markSeeded(): void {
    this.#run(() =>
      this.#db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded', ?)").run(new Date().toISOString())
    )
  }

  /** Many writes in one transaction (the first save of a seed). */
  batch(fn: () => void): void {
    if (this.#closed) return
    this.#db.exec('BEGIN')
    try {
      fn()
      this.#db.exec('COMMIT')
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
  }

  saveService(service: ServiceState): void {
    this.#run(() => this.#statements.service.run(service.id, JSON.stringify(service)))
  }

  saveVariable(serviceId: string, key: string, value: string): void {
    this.#run(() => this.#statements.variable.run(serviceId, key, value))
  }

  saveDeployment(deployment: Deployment): void {
    const { lines: _lines, ...record } = deployment
    this.#run(() => this.#statements.deployment.run(deployment.id, deployment.cursor, JSON.stringify(record)))
  }

  saveDeploymentLine(deploymentId: string, line: LogLine): void {
    this.#run(() => this.#statements.line.run(deploymentId, line.seq, line.text, line.stream, line.emittedAt))
  }

  saveRuntimeLog(log: RuntimeLog): void {
    this.#run(() => this.#statements.log.run(log.id, log.serviceId, log.line, log.stream, log.ts))
  }

  close(): void {
    if (this.#closed) return
    this.#closed = true
    this.#db.close()
  }

  #run(fn: () => unknown): void {
    if (!this.#closed) fn()
  }
}
