import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptStep =
  | { kind: 'text'; tokens: string[]; delayMs?: number }
  | { kind: 'tool'; name: string; args: unknown }
  /** The provider fails: an HTTP error before any token. */
  | { kind: 'fail'; status: number };

/**
 * An OpenAI-compatible chat-completions server on loopback that streams like
 * a real one (SSE chunks, tool-call deltas, [DONE]). Each request plays the
 * next step of the script; requests are recorded.
 */
export class ScriptedModel {
  readonly requests: { messages: { role: string; content: unknown }[]; tools?: unknown[]; maxTokens?: number }[] = [];
  /** false: requests are not recorded (a long benchmark). */
  keepRequests = true;
  private server = http.createServer((req, res) => this.handle(req, res));
  url = '';
  /** `otherwise`: the step played once the script is used up (default: one token, at once). */
  constructor(
    private script: ScriptStep[],
    private readonly otherwise: ScriptStep = { kind: 'text', tokens: ['…'] },
  ) {}

  setScript(script: ScriptStep[]) {
    this.script = script;
  }

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', async () => {
      const body = JSON.parse(raw || '{}');
      if (this.keepRequests)
        this.requests.push({
          messages: body.messages ?? [],
          tools: body.tools,
          maxTokens: body.max_tokens ?? body.max_completion_tokens,
        });
      const step = this.script.shift() ?? this.otherwise;
      if (step.kind === 'fail') {
        res.writeHead(step.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      const chunk = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'scripted', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      if (step.kind === 'text') {
        chunk({ role: 'assistant', content: '' });
        for (const token of step.tokens) {
          if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
          chunk({ content: token });
        }
        chunk({}, 'stop');
      } else {
        const args = JSON.stringify(step.args);
        chunk({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: step.name, arguments: '' } }],
        });
        for (let i = 0; i < args.length; i += 40)
          chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(i, i + 40) } }] });
        chunk({}, 'tool_calls');
      }
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'scripted', choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  }
}
