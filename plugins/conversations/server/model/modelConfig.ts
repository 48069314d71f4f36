/** An OpenAI-compatible chat endpoint, from the server's environment. */
export interface ModelConfig {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long a whole answer may take before the books answer instead. */
  timeoutMs: number;
}

/**
 * OPENAI_BASE_URL and OPENAI_MODEL (OPENAI_API_KEY optional: local servers ignore it;
 * ASSISTANT_MODEL_TIMEOUT_MS, default 30 s); null when the model is not configured. Read on each
 * question, so setting them needs no restart.
 */
export function modelConfig(env: NodeJS.ProcessEnv = process.env): ModelConfig | null {
  const baseUrl = env.OPENAI_BASE_URL?.trim().replace(/\/+$/, '');
  const model = env.OPENAI_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const timeout = Number(env.ASSISTANT_MODEL_TIMEOUT_MS);
  return {
    baseUrl,
    model,
    apiKey: env.OPENAI_API_KEY?.trim() || 'not-needed',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 30_000,
  };
}
