import { z } from 'zod';
import { centsSchema, isoDateSchema, recordIdSchema } from '@keel/core/domain';
import { periodSchema } from './periods/period';

/** Where a figure comes from: a page of the app that shows it (a report, an account, a vendor) or a file. */
export const sourceSchema = z.object({
  label: z.string(),
  /** A path of the app (`/bookkeeping?tab=reports`) or of a file the server makes, never another site. */
  path: z.string().startsWith('/'),
  /** The path is a file to download (the monthly report's PDF), not a page of the app. */
  download: z.boolean().optional(),
});
export type Source = z.output<typeof sourceSchema>;

/** One figure an answer states: an amount of a period (or as of a day), and where it comes from. */
export const figureSchema = z.object({
  label: z.string(),
  cents: centsSchema,
  /** The period it covers, or null for a balance as of `asOf`. */
  period: periodSchema.nullable(),
  asOf: isoDateSchema.nullable(),
  source: sourceSchema,
});
export type Figure = z.output<typeof figureSchema>;

/** A small table under an answer: text cells, amounts already formatted. */
export const answerTableSchema = z.object({
  caption: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type AnswerTable = z.output<typeof answerTableSchema>;

/** What a conversation is about, from the tools its answers used (spec 2.7's types, and general). */
export const conversationTypes = ['analysis', 'tax', 'payroll', 'fraud', 'general'] as const;
export const conversationTypeSchema = z.enum(conversationTypes);
export type ConversationType = z.output<typeof conversationTypeSchema>;

/** A tool an answer used, with its arguments: a follow-up question reuses them. */
export const toolUseSchema = z.object({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  period: periodSchema.nullable(),
});
export type ToolUse = z.output<typeof toolUseSchema>;

/** Who wrote an answer: the books alone, or a language model over the books' figures. */
export const answeredBySchema = z.enum(['books', 'model']);

/** One message of a conversation (spec 3: role, content, timestamp), with what backs an answer. */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  figures: z.array(figureSchema).default([]),
  sources: z.array(sourceSchema).default([]),
  table: answerTableSchema.nullable().default(null),
  tools: z.array(toolUseSchema).default([]),
  answeredBy: answeredBySchema.nullable().default(null),
  /** What an answer was about (its tools' kind, or the topic it could not answer). */
  type: conversationTypeSchema.nullable().default(null),
  /** Why the model's reply was not used, when it was not (an invented figure, a timeout). */
  note: z.string().nullable().default(null),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/** A conversation of one member in one company, as stored. */
export const conversationSchema = z.object({
  id: recordIdSchema,
  userId: z.string(),
  companyId: z.string(),
  title: z.string(),
  context: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolved: z.boolean(),
  messages: z.array(chatMessageSchema),
});
export type Conversation = z.output<typeof conversationSchema>;

/** A conversation as the list shows it. */
export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: conversationTypeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  resolved: z.boolean(),
  messageCount: z.number().int(),
  /** Characters of every message: "Sort by length". */
  length: z.number().int(),
  /** The last answer's first sentence. */
  preview: z.string(),
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;

/** The four tiles of /conversations, computed from the member's conversations. */
export const conversationStatsSchema = z.object({
  conversations: z.number().int(),
  /** Minutes spent in conversations this month: sittings of messages less than 30 minutes apart. */
  minutesThisMonth: z.number(),
  /** Answers that stated figures from the books. */
  insights: z.number().int(),
  /** Conversations marked resolved. */
  resolved: z.number().int(),
});
export type ConversationStats = z.output<typeof conversationStatsSchema>;

/** The longest question the assistant reads. */
export const MESSAGE_MAX = 4000;

/** POST /api/conversations (spec 7, with the company and the conversation to continue). */
export const askBodySchema = z.object({
  userId: recordIdSchema,
  companyId: recordIdSchema,
  message: z
    .string({ error: 'Type a message' })
    .trim()
    .min(1, 'Type a message')
    .max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX.toLocaleString('en-US')} characters`),
  context: z.string().trim().max(200, 'Keep the context under 200 characters').default(''),
  conversationId: recordIdSchema.optional(),
});
export type AskBody = z.input<typeof askBodySchema>;

/** The answer to a question (spec 7's `response`, with its figures and sources). */
export const askAnswerSchema = z.object({
  response: z.string(),
  conversationId: z.string(),
  figures: z.array(figureSchema),
  sources: z.array(sourceSchema),
  message: chatMessageSchema,
});
export type AskAnswer = z.output<typeof askAnswerSchema>;

/** A question asked from the header's search: answered from the books, kept nowhere. */
export const quickAskSchema = askBodySchema.pick({ message: true });

/** The books' answer to a question asked from the header's search. */
export const quickAnswerSchema = z.object({
  response: z.string(),
  figures: z.array(figureSchema),
  sources: z.array(sourceSchema),
});

/** GET /api/conversations?companyId=&q= */
export const listQuerySchema = z.object({
  companyId: recordIdSchema,
  q: z.string().trim().max(200, 'Keep the search under 200 characters').default(''),
});

/** PATCH /api/conversations/{id} */
export const patchBodySchema = z.object({ resolved: z.boolean({ error: 'Say true or false' }) });

/** Whether a language model is configured and on for the company, and whether it answers. */
export const assistantStatusSchema = z.object({
  /** OPENAI_BASE_URL and OPENAI_MODEL are set on the server. */
  modelConfigured: z.boolean(),
  /** The model's name, when configured. */
  modelName: z.string().nullable(),
  /** The company's setting: false turns the model off for this company. */
  modelEnabled: z.boolean(),
  /** The endpoint answered its model list lately; null when no model is configured or it is off. */
  modelReachable: z.boolean().nullable(),
  /** Whether the member may change the company's setting. */
  mayChangeSetting: z.boolean(),
  /** The Compliance Monitor is installed: the assistant reads its latest check. */
  complianceAvailable: z.boolean(),
});
export type AssistantStatus = z.output<typeof assistantStatusSchema>;

/** PUT the company's assistant setting. */
export const settingBodySchema = z.object({
  modelEnabled: z.boolean({ error: 'Say true or false' }),
});

/** The company's assistant settings, one row: synced, written by owners and admins. */
export const assistantSettingsSchema = z.object({ modelEnabled: z.boolean() });
export const SETTINGS_ROW = 'assistant';

export const conversationsTables = {
  settings: { schema: assistantSettingsSchema, writtenBy: 'server' },
} as const;
