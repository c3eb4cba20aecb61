// The parts of NLP.js (CommonJS, no types of its own) that the intent classifier uses.
declare module '@nlpjs/core' {
  export type Container = { use(plugin: unknown): void };
  export function containerBootstrap(): Promise<Container>;
}
declare module '@nlpjs/nlu' {
  import type { Container } from '@nlpjs/core';
  export type Classification = { intent: string; score: number };
  export class NluNeural {
    constructor(settings: { locale: string; container: Container; log?: boolean; useNoneFeature?: boolean });
    train(corpus: { utterance: string; intent: string }[]): Promise<unknown>;
    process(utterance: string): Promise<{ classifications: Classification[] }>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}
declare module '@nlpjs/lang-en-min' {
  export class LangEn {}
}
declare module '@nlpjs/lang-es' {
  export class LangEs {}
}
declare module '@nlpjs/lang-fr' {
  export class LangFr {}
}
declare module '@nlpjs/lang-de' {
  export class LangDe {}
}
