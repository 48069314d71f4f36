import type { Clock } from '@keel/core/domain';
import { endpointAnswers } from './chatCompletions';
import type { ModelConfig } from './modelConfig';

/** How long an answer about the endpoint is trusted. */
const FRESH_MS = 60_000;
/** How long the endpoint may take to list its models. */
const PROBE_MS = 3_000;

/** Whether the model endpoint answers, asked at most once a minute per endpoint. */
export function modelReachability(clock: Clock) {
  const known = new Map<string, { at: number; reachable: boolean }>();
  return async (config: ModelConfig): Promise<boolean> => {
    const key = `${config.baseUrl} ${config.model}`;
    const now = clock.now().getTime();
    const cached = known.get(key);
    if (cached && now - cached.at < FRESH_MS) return cached.reachable;
    const reachable = await endpointAnswers(config, AbortSignal.timeout(PROBE_MS));
    known.set(key, { at: now, reachable });
    return reachable;
  };
}
