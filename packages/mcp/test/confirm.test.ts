// A change is confirmed by the person, not the model: the server asks them through their MCP client and
// acts only on their accept. Each kind of client, as an assistant's host would be: the 1.x SDK's client
// (protocol 2025-11-25) declaring `elicitation`, over stdio; the 2.x SDK's client on protocol 2026-07-28
// answering `input_required`, over stdio and over HTTP; a client that can do neither, refused. Also what
// the protocol asks of every server: log notifications at the level the client set, and a JSON-RPC
// error for a tool it does not have.
import type { AddressInfo } from 'node:net';
import { createApiClient, unwrap } from '@dbcloud/api-client';
import {
  Client as Client2,
  StreamableHTTPClientTransport as HttpTransport2,
} from '@modelcontextprotocol/client';
import { StdioClientTransport as StdioTransport2 } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  type CallToolResult,
  ElicitRequestSchema,
  type ElicitResult,
  LoggingMessageNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttp } from '../src/http.js';
import { DATA_ONLY } from '../src/tool.js';
import { BIN, checkedAnswers, clientEnv, type FakeCloud, KEYS, startFakeCloud } from './harness.js';

let cloud: FakeCloud;
beforeAll(async () => {
  cloud = await startFakeCloud();
});
beforeEach(() => cloud.reset());
afterAll(() => cloud?.stop());

const api = () => createApiClient({ baseUrl: cloud.url, apiKey: KEYS.acme });
const product = (productId: string) =>
  unwrap(
    api().GET('/products/get/{domainName}/{productId}', {
      params: { path: { domainName: 'acme', productId } },
    }),
  );
/** Someone else scales the product through the API while the person reads the question. */
const scaleElsewhere = (instanceType: string) =>
  unwrap(
    api().POST('/products/change-product/{domainName}', {
      params: { path: { domainName: 'acme' } },
      body: { productId: 'prd-reports-eu', instanceType },
    }),
  );
const advance = (minutes: number) =>
  fetch(`${cloud.origin}/__fake/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMinutes: minutes }),
  });

const STORAGE = { productId: 'prd-reports-eu', storageSizeGb: 100 };

/** What the person does when asked: each question is recorded, then answered by `answer`. */
interface Person {
  asked: { message: string; requestedSchema: unknown }[];
  answer: (message: string) => ElicitResult | Promise<ElicitResult>;
}
const person = (answer: Person['answer']): Person => ({ asked: [], answer });
const ACCEPT: ElicitResult = { action: 'accept', content: { confirm: true } };

/** The 1.x SDK's client (2025-11-25), started on the bin over stdio, declaring elicitation when `asks`. */
async function legacyStdio(args: string[], asks: Person | undefined) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, ...args],
    env: clientEnv(cloud),
    stderr: 'pipe',
  });
  const client = checkedAnswers(
    new Client(
      { name: 'confirm-tests-1x', version: '1.0.0' },
      { capabilities: asks ? { elicitation: {} } : {} },
    ),
  );
  if (asks) {
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      const params = request.params as { message: string; requestedSchema: unknown };
      asks.asked.push({ message: params.message, requestedSchema: params.requestedSchema });
      return asks.answer(params.message);
    });
  }
  await client.connect(transport);
  return client;
}

/** The 2.x SDK's client pinned to 2026-07-28, answering `input_required` through its elicitation handler. */
function modernClient(asks: Person | undefined) {
  const client = checkedAnswers(
    new Client2(
      { name: 'confirm-tests-2x', version: '1.0.0' },
      {
        capabilities: asks ? { elicitation: { form: {} } } : {},
        versionNegotiation: { mode: { pin: '2026-07-28' } },
      },
    ),
  );
  if (asks) {
    client.setRequestHandler('elicitation/create', async (request) => {
      const params = request.params as { message: string; requestedSchema: unknown };
      asks.asked.push({ message: params.message, requestedSchema: params.requestedSchema });
      return (await asks.answer(params.message)) as never;
    });
  }
  return client;
}

async function modernStdio(args: string[], asks: Person | undefined) {
  const client = modernClient(asks);
  await client.connect(
    new StdioTransport2({
      command: process.execPath,
      args: [BIN, ...args],
      env: clientEnv(cloud),
      stderr: 'pipe',
    }),
  );
  return client;
}

type Answer = {
  stage?: string;
  answer?: string;
  confirmedBy?: string;
  differences?: string[];
  message?: string;
  result?: { product?: { storage?: { sizeGb: number }; productId?: string } };
  error?: { title: string; detail: string };
};
const structured = (result: unknown) => (result as CallToolResult).structuredContent as Answer;

describe('a 2025-11-25 client that declared elicitation (the 1.x SDK, stdio)', () => {
  it('asks the person, in words with the price now and after, and scales only on their accept', async () => {
    const asks = person(() => ACCEPT);
    const client = await legacyStdio(['--allow-writes'], asks);
    try {
      const done = structured(await client.callTool({ name: 'products_scale', arguments: STORAGE }));
      expect(done).toMatchObject({ stage: 'done', confirmedBy: 'person' });
      expect(asks.asked).toHaveLength(1);
      const [question] = asks.asked;
      expect(question?.message).toMatch(/change the storage/i);
      expect(question?.message).toMatch(/changeVolume/);
      expect(question?.message).toMatch(
        /Price: USD [\d,.]+ a month now, USD [\d,.]+ a month after the change/,
      );
      expect(question?.requestedSchema).toMatchObject({
        type: 'object',
        properties: { confirm: { type: 'boolean' } },
        required: ['confirm'],
      });
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(100);
    } finally {
      await client.close();
    }
  });

  it('changes nothing on a decline, a cancel, or an accept without the box ticked, and says so', async () => {
    const answers: ElicitResult[] = [
      { action: 'decline' },
      { action: 'cancel' },
      { action: 'accept', content: { confirm: false } },
    ];
    const asks = person(() => answers.shift() ?? { action: 'decline' });
    const client = await legacyStdio(['--allow-writes'], asks);
    try {
      for (const expected of ['decline', 'cancel', 'decline']) {
        const answer = structured(await client.callTool({ name: 'products_scale', arguments: STORAGE }));
        expect(answer).toMatchObject({ stage: 'declined', answer: expected });
        expect(answer.message).toMatch(/^Nothing was changed: the user /);
      }
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
    } finally {
      await client.close();
    }
  });

  it('sends nothing when the world changed while the person read the question, and says what changed', async () => {
    const asks = person(async () => {
      await scaleElsewhere('D20');
      await advance(10);
      return ACCEPT;
    });
    const client = await legacyStdio(['--allow-writes'], asks);
    try {
      const changed = structured(await client.callTool({ name: 'products_scale', arguments: STORAGE }));
      expect(changed.stage).toBe('changed');
      expect(changed.differences).toContainEqual(
        expect.stringMatching(/^The monthly price now is now USD [\d,.]+ \(it was USD [\d,.]+\)\.$/),
      );
      expect(await product('prd-reports-eu')).toMatchObject({ instanceType: 'D20', storage: { sizeGb: 50 } });
    } finally {
      await client.close();
    }
  });

  it('logs calls and failures to the client at the level it set', async () => {
    const client = await legacyStdio([], undefined);
    const logged: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logged.push(notification.params);
    });
    try {
      await client.setLoggingLevel('info');
      await client.callTool({ name: 'products_list', arguments: {} });
      await client.callTool({ name: 'products_get', arguments: { productId: 'prd-nowhere' } });
      await client.setLoggingLevel('error');
      await client.callTool({ name: 'products_list', arguments: {} });
      await expect.poll(() => logged.length).toBe(2);
      expect(logged).toEqual([
        {
          level: 'info',
          logger: 'dbcloud-mcp',
          data: { tool: 'products_list', outcome: 'ok', ms: expect.any(Number) },
        },
        {
          level: 'warning',
          logger: 'dbcloud-mcp',
          data: {
            tool: 'products_get',
            outcome: 'API 404',
            title: expect.any(String),
            ms: expect.any(Number),
          },
        },
      ]);
    } finally {
      await client.close();
    }
  });

  it('answers a tool it does not have with a JSON-RPC invalid-params error, not a tool result', async () => {
    const client = await legacyStdio([], undefined);
    try {
      await expect(client.callTool({ name: 'products_nowhere', arguments: {} })).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining('Unknown tool: products_nowhere'),
      });
    } finally {
      await client.close();
    }
  });
});

describe('a client that can ask the person in no way', () => {
  it('is refused a change with words that say why (the 1.x SDK without elicitation), and nothing is sent', async () => {
    const client = await legacyStdio(['--allow-writes'], undefined);
    try {
      const listed = (await client.listTools()).tools.find((tool) => tool.name === 'products_scale');
      // The person confirms: no token to pass.
      expect(Object.keys(listed?.inputSchema.properties ?? {})).not.toContain('confirmationToken');
      expect(listed?.description).toContain('The user is asked to confirm through their MCP client');
      expect(listed?.description).not.toContain('confirmationToken');
      // Every change tool says so, and still ends with the warning that what people typed is data.
      for (const tool of (await client.listTools()).tools.filter((t) => !t.annotations?.readOnlyHint)) {
        expect(tool.description).toContain('The user is asked to confirm through their MCP client');
        expect(tool.description?.endsWith(DATA_ONLY)).toBe(true);
      }
      expect(client.getInstructions()).toContain('Every change is confirmed by the user, not by you');
      const refused = (await client.callTool({
        name: 'products_scale',
        arguments: STORAGE,
      })) as CallToolResult;
      expect(refused.isError).toBe(true);
      expect(structured(refused).error).toMatchObject({
        title: 'Confirmation not possible',
        detail: expect.stringMatching(/did not declare that it can ask them.*--confirm model/),
      });
      // Nor can the model pass a token of its own.
      const token = (await client.callTool({
        name: 'products_scale',
        arguments: { ...STORAGE, confirmationToken: `cfm_${'a'.repeat(24)}` },
      })) as CallToolResult;
      expect(token.isError).toBe(true);
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
    } finally {
      await client.close();
    }
  });

  it('a 2026-07-28 client without elicitation is refused too', async () => {
    const client = await modernStdio(['--allow-writes'], undefined);
    try {
      expect(client.getProtocolEra()).toBe('modern');
      const refused = (await client.callTool({
        name: 'products_scale',
        arguments: STORAGE,
      })) as CallToolResult;
      expect(structured(refused).error?.title).toBe('Confirmation not possible');
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
    } finally {
      await client.close();
    }
  });

  it('with --confirm model, keeps the preview and token, and each answer says the model confirmed', async () => {
    const client = await legacyStdio(['--allow-writes', '--confirm', 'model'], undefined);
    try {
      const preview = structured(await client.callTool({ name: 'products_scale', arguments: STORAGE })) as {
        stage: string;
        confirmation: { token: string };
        confirmedThrough: string;
      };
      expect(preview.stage).toBe('preview');
      expect(preview.confirmedThrough).toMatch(/^model: this server was started with --confirm model/);
      const done = structured(
        await client.callTool({
          name: 'products_scale',
          arguments: { ...STORAGE, confirmationToken: preview.confirmation.token },
        }),
      ) as { stage: string; confirmedThrough: string };
      expect(done).toMatchObject({ stage: 'done', confirmedThrough: preview.confirmedThrough });
    } finally {
      await client.close();
    }
  });
});

describe('a 2026-07-28 client answering input_required (the 2.x SDK)', () => {
  it('over stdio: the person is asked, and the change is made on their accept', async () => {
    const asks = person(() => ACCEPT);
    const client = await modernStdio(['--allow-writes'], asks);
    try {
      expect(client.getProtocolEra()).toBe('modern');
      const done = structured(await client.callTool({ name: 'products_scale', arguments: STORAGE }));
      expect(done).toMatchObject({ stage: 'done', confirmedBy: 'person' });
      expect(asks.asked[0]?.message).toMatch(/Price: USD/);
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(100);
    } finally {
      await client.close();
    }
  });

  it('over HTTP: asked and acted on accept, nothing on decline (stateless); a 2025 client is asked in its session, one without elicitation refused', async () => {
    const token = 'tok_TheConfirmTestsOwnBearerToken_0123456789';
    const http = await startHttp({
      settings: { apiKey: KEYS.acme, domainName: 'acme', baseUrl: cloud.url },
      allowWrites: true,
      port: 0,
      token,
      log: () => {},
    });
    const { port } = http.address() as AddressInfo;
    const url = new URL(`http://127.0.0.1:${port}/mcp`);
    const headers = { Authorization: `Bearer ${token}` };
    try {
      const answers: ElicitResult[] = [{ action: 'decline' }, ACCEPT];
      const asks = person(() => answers.shift() ?? { action: 'decline' });
      const modern = modernClient(asks);
      await modern.connect(new HttpTransport2(url, { requestInit: { headers } }));
      expect(modern.getProtocolEra()).toBe('modern');
      const declined = structured(await modern.callTool({ name: 'products_scale', arguments: STORAGE }));
      expect(declined).toMatchObject({ stage: 'declined', answer: 'decline' });
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
      const done = structured(await modern.callTool({ name: 'products_scale', arguments: STORAGE }));
      expect(done).toMatchObject({ stage: 'done', confirmedBy: 'person' });
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(100);
      await modern.close();

      // A 2025 client gets a session, in which the server asks the person during the call.
      await advance(10);
      const legacyAsks = person(() => ACCEPT);
      const legacy = checkedAnswers(
        new Client({ name: 'confirm-tests-1x', version: '1.0.0' }, { capabilities: { elicitation: {} } }),
      );
      legacy.setRequestHandler(ElicitRequestSchema, (request) => {
        legacyAsks.asked.push(request.params as never);
        return ACCEPT;
      });
      const legacyTransport = new StreamableHTTPClientTransport(url, { requestInit: { headers } });
      await legacy.connect(legacyTransport);
      expect(legacyTransport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
      const bigger = { productId: 'prd-reports-eu', storageSizeGb: 200 };
      const legacyDone = structured(await legacy.callTool({ name: 'products_scale', arguments: bigger }));
      expect(legacyDone).toMatchObject({ stage: 'done', confirmedBy: 'person' });
      expect(legacyAsks.asked).toHaveLength(1);
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(200);
      await legacyTransport.terminateSession();
      await legacy.close();

      // One without elicitation is refused, in words.
      const unable = checkedAnswers(new Client({ name: 'confirm-tests-1x', version: '1.0.0' }));
      await unable.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
      const refused = (await unable.callTool({
        name: 'products_scale',
        arguments: STORAGE,
      })) as CallToolResult;
      expect(structured(refused).error?.detail).toMatch(/did not declare that it can ask them/);
      await unable.close();
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('acts once on an accept: the same answer sent again, with the same signed plan, changes nothing more', async () => {
    const client = modernClient(person(() => ACCEPT));
    const transport = new StdioTransport2({
      command: process.execPath,
      args: [BIN, '--allow-writes'],
      env: clientEnv(cloud),
      stderr: 'pipe',
    });
    await client.connect(transport);
    // The signed plans the server sends with its questions, as a client could keep them.
    const states: string[] = [];
    const receive = transport.onmessage;
    transport.onmessage = (message, ...rest) => {
      const result = (message as { result?: { resultType?: string; requestState?: string } }).result;
      if (result?.resultType === 'input_required' && result.requestState) states.push(result.requestState);
      receive?.call(transport, message, ...rest);
    };
    try {
      const done = structured(await client.callTool({ name: 'products_scale', arguments: STORAGE }));
      expect(done).toMatchObject({ stage: 'done', confirmedBy: 'person' });
      expect(states).toHaveLength(1);
      const again = structured(
        await client.request({
          method: 'tools/call',
          params: {
            name: 'products_scale',
            arguments: STORAGE,
            requestState: states[0],
            inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
          },
        }),
      );
      expect(again.error).toMatchObject({ title: 'Confirmation refused' });
      expect(again.error?.detail).toMatch(/already acted on/);
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(100);
    } finally {
      await client.close();
    }
  });

  it('refuses a plan shown that it did not sign (a forged requestState)', async () => {
    const client = await modernStdio(['--allow-writes'], undefined);
    try {
      await expect(
        client.request({
          method: 'tools/call',
          params: {
            name: 'products_scale',
            arguments: STORAGE,
            requestState: 'forged',
            inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
          },
        }),
      ).rejects.toMatchObject({ code: -32602 });
      expect((await product('prd-reports-eu')).storage.sizeGb).toBe(50);
    } finally {
      await client.close();
    }
  });
});
