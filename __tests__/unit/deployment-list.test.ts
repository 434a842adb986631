// The one reader of the deployment list, and the callers that filter it: pages followed by
// their cursor, bounded, a repeated cursor read as the end, every record normalised.
import { describe, expect, it } from 'vitest'
import { DeploymentLocator, LOCATOR_PAGE_SIZE, deploymentsOf } from '../../src/api/deployment-list.js'
import { ApiError } from '../../src/api/errors.js'
import type { HostingClient, ListPage } from '../../src/api/hosting-api.js'
import type { DeploymentsPage } from '../../src/core/api-types.js'
import { supersededBy } from '../../src/steps/superseded.js'

/**
 * A client whose list answers the given pages by `before` (undefined: the first); `asked` is
 * each read's `before`, `sizes` its `limit`. With `maxLimit`, a larger `limit` is a 400.
 */
function listing(
  pages: Map<number | undefined, unknown>,
  maxLimit?: number
): { client: HostingClient; asked: (number | undefined)[]; sizes: (number | undefined)[] } {
  const asked: (number | undefined)[] = []
  const sizes: (number | undefined)[] = []
  const client = {
    listDeployments: async (_service: string, { before, limit }: ListPage = {}): Promise<DeploymentsPage> => {
      asked.push(before)
      sizes.push(limit)
      if (maxLimit !== undefined && limit !== undefined && limit > maxLimit)
        throw new ApiError(`limit: at most ${maxLimit}`, 400, `limit: at most ${maxLimit}`)
      return pages.get(before) as DeploymentsPage
    }
  } as unknown as HostingClient
  return { client, asked, sizes }
}

async function all(client: HostingClient, maxPages: number): Promise<unknown[]> {
  const read = []
  for await (const record of deploymentsOf(client, 'svc', { maxPages })) read.push(record)
  return read
}

describe('the deployment list reader', () => {
  it('1. follows nextCursor page by page and normalises each record', async () => {
    const { client, asked } = listing(
      new Map<number | undefined, unknown>([
        [undefined, { deployments: [{ id: 'd3', status: 'live', ref: 'main', rollbackable: true }], nextCursor: 7 }],
        [
          7,
          {
            deployments: [
              { deploymentId: 2, state: 'failed', commitSha: 'abc1234', createdAt: '2026-01-01T00:00:00Z' },
              null,
              { id: 1.5, status: 7, rollbackable: 'yes', createdAt: 'soon' }
            ],
            nextCursor: 0
          }
        ]
      ])
    )
    expect(await all(client, 20)).toEqual([
      { id: 'd3', status: 'live', ref: 'main', commitSha: undefined, createdAt: undefined, rollbackable: true },
      {
        id: '2',
        status: 'failed',
        ref: undefined,
        commitSha: 'abc1234',
        createdAt: Date.UTC(2026, 0, 1),
        rollbackable: false
      },
      {
        id: undefined,
        status: undefined,
        ref: undefined,
        commitSha: undefined,
        createdAt: undefined,
        rollbackable: false
      },
      {
        id: undefined,
        status: undefined,
        ref: undefined,
        commitSha: undefined,
        createdAt: undefined,
        rollbackable: false
      }
    ])
    expect(asked).toEqual([undefined, 7])
  })

  it('2. stops at a cursor it has followed before, and at the page bound', async () => {
    const looping = listing(
      new Map<number | undefined, unknown>([
        [undefined, { deployments: [{ id: 'a' }], nextCursor: 5 }],
        [5, { deployments: [{ id: 'b' }], nextCursor: 5 }]
      ])
    )
    expect(await all(looping.client, 20)).toHaveLength(2)
    expect(looping.asked).toEqual([undefined, 5])
    const endless = listing(
      new Map(
        Array.from({ length: 30 }, (_, i) => [
          i === 0 ? undefined : i,
          { deployments: [{ id: `d${i}` }], nextCursor: i + 1 }
        ])
      )
    )
    expect(await all(endless.client, 3)).toHaveLength(3)
    expect(endless.asked).toEqual([undefined, 1, 2])
  })

  it('3. reads an answer without a list as no records', async () => {
    const { client } = listing(new Map<number | undefined, unknown>([[undefined, { deployments: 'none' }]]))
    expect(await all(client, 20)).toEqual([])
  })
})

describe('finding one deployment by its id', () => {
  /** Pages of 2 records, newest first, cursors 30, 20, 10: `mine` second on the page of cursor 20. */
  const history = (): Map<number | undefined, unknown> =>
    new Map<number | undefined, unknown>([
      [undefined, { deployments: [{ id: 'd6' }, { id: 'd5' }], nextCursor: 30 }],
      [30, { deployments: [{ id: 'd4' }, { id: 'd3' }], nextCursor: 20 }],
      [20, { deployments: [{ id: 'd2' }, { id: 'mine', status: 'building' }], nextCursor: 10 }],
      [10, { deployments: [{ id: 'd0' }], nextCursor: 0 }]
    ])

  it('1. stops at the page that holds it, then starts each look from that page', async () => {
    const pages = history()
    const { client, asked } = listing(pages)
    const locator = new DeploymentLocator(client, 'svc', 'mine', 20)
    expect((await locator.find())?.status).toBe('building')
    expect(asked).toEqual([undefined, 30, 20])
    // Newer deployments push it further from the newest page; its page's cursor still holds it.
    pages.set(20, { deployments: [{ id: 'd2' }, { id: 'mine', status: 'live' }], nextCursor: 10 })
    asked.length = 0
    expect((await locator.find())?.status).toBe('live')
    expect(asked).toEqual([20])
  })

  it('2. not where it was last seen: looks again from the newest page', async () => {
    const pages = history()
    const { client, asked } = listing(pages)
    const locator = new DeploymentLocator(client, 'svc', 'mine', 20)
    await locator.find()
    pages.set(20, { deployments: [{ id: 'd2' }], nextCursor: 10 })
    pages.set(undefined, { deployments: [{ id: 'mine', status: 'live' }], nextCursor: 30 })
    asked.length = 0
    expect((await locator.find())?.status).toBe('live')
    expect(asked).toEqual([20, 10, undefined])
  })

  it('3. not listed at all: undefined after the bounded pages', async () => {
    const { client, asked } = listing(history())
    expect(await new DeploymentLocator(client, 'svc', 'absent', 3).find()).toBeUndefined()
    expect(asked).toEqual([undefined, 30, 20])
  })

  it('4. asks for pages of 100 (the most the sandbox serves), and only the reader of one deployment does', async () => {
    const { client, sizes } = listing(history())
    await new DeploymentLocator(client, 'svc', 'mine', 20).find()
    expect(sizes).toEqual([100, 100, 100])
    sizes.length = 0
    await all(client, 20)
    expect(sizes).toEqual([undefined, undefined, undefined, undefined])
  })

  it('5. a service that refuses the page size (400) is read at its own default from then on', async () => {
    const pages = history()
    const { client, asked, sizes } = listing(pages, 50)
    const locator = new DeploymentLocator(client, 'svc', 'mine', 20)
    expect((await locator.find())?.status).toBe('building')
    expect(sizes).toEqual([LOCATOR_PAGE_SIZE, undefined, undefined, undefined])
    expect(asked).toEqual([undefined, undefined, 30, 20])
    sizes.length = 0
    expect((await locator.find())?.status).toBe('building')
    expect(sizes).toEqual([undefined])
  })

  it('6. any other refusal, or a 400 to the default page, is thrown as it came', async () => {
    const refusing = (status: number): { client: HostingClient; sizes: (number | undefined)[] } => {
      const sizes: (number | undefined)[] = []
      const client = {
        listDeployments: async (_service: string, { limit }: ListPage = {}) => {
          sizes.push(limit)
          throw new ApiError('refused', status)
        }
      } as unknown as HostingClient
      return { client, sizes }
    }
    const forbidden = refusing(403)
    await expect(new DeploymentLocator(forbidden.client, 'svc', 'mine', 20).find()).rejects.toMatchObject({
      status: 403
    })
    expect(forbidden.sizes).toEqual([LOCATOR_PAGE_SIZE])
    // One read with the page size, one without: the second 400 is the service's answer.
    const invalid = refusing(400)
    await expect(new DeploymentLocator(invalid.client, 'svc', 'mine', 20).find()).rejects.toMatchObject({
      status: 400
    })
    expect(invalid.sizes).toEqual([LOCATOR_PAGE_SIZE, undefined])
  })
})

describe('superseded, over the reader', () => {
  const pages = (ours: number): Map<number | undefined, unknown> =>
    new Map(
      Array.from({ length: 4 }, (_, page) => [
        page === 0 ? undefined : page,
        { deployments: [{ id: `d${page}` }, ...(page === ours ? [{ id: 'mine' }] : [])], nextCursor: page + 1 }
      ])
    )

  it.each([
    [1, 'past the first page: the newest of all names the newer one', 2, 'd0'],
    [2, 'on the first page, after a newer one', 0, 'd0']
  ])('%i. %s', async (_, __, ours, newer) => {
    expect(await supersededBy(listing(pages(ours)).client, 'svc', 'mine')).toBe(newer)
  })

  it('3. a deployment still the newest, or never found, is not superseded', async () => {
    const newest = listing(
      new Map<number | undefined, unknown>([[undefined, { deployments: [{ id: 'mine' }, { id: 'old' }] }]])
    )
    expect(await supersededBy(newest.client, 'svc', 'mine')).toBeUndefined()
    expect(await supersededBy(listing(pages(99)).client, 'svc', 'mine')).toBeUndefined()
  })
})
