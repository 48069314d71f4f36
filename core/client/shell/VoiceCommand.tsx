import { useState } from 'react';
import { Mic } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { usePlugins, type PluginNavItem } from '../plugins';
import { useToast } from '../ui';

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start: () => void;
}

type RecognitionCtor = new () => Recognition;

/** The browser's speech recognition constructor, when it has one. */
export function speechRecognition(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** The nav item a spoken phrase names, matching its label words. */
export function matchNavItem(phrase: string, items: PluginNavItem[]): PluginNavItem | undefined {
  const said = phrase.toLowerCase().replace(/[^a-z0-9 ]/g, ' ');
  return (
    items.find((i) => said.includes(i.label.toLowerCase())) ??
    items.find((i) =>
      i.label
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 2)
        .some((w) => said.split(/\s+/).includes(w)),
    )
  );
}

/** Voice Command button: says a page name to open it. Not rendered where speech is unavailable. */
export function VoiceCommand() {
  const { navItems } = usePlugins();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [listening, setListening] = useState(false);
  const Ctor = speechRecognition();
  if (!Ctor) return null;

  function listen() {
    if (!Ctor) return;
    const rec = new Ctor();
    rec.lang = 'en-US';
    rec.interimResults = false;
    rec.onresult = (e) => {
      const phrase = e.results[0]?.[0]?.transcript ?? '';
      const item = matchNavItem(phrase, navItems);
      if (item) navigate(item.path);
      else toast({ title: 'Voice Command', description: `No page matches “${phrase}”.` });
    };
    rec.onerror = () => setListening(false);
    rec.onend = () => setListening(false);
    setListening(true);
    rec.start();
  }

  return (
    <button
      type="button"
      className="k-btn k-btn--secondary"
      title="Voice Command: say a page name"
      onClick={listen}
      aria-pressed={listening}
    >
      <Mic size={16} aria-hidden />{' '}
      <span className="k-voice-label">{listening ? 'Listening...' : 'Voice Command'}</span>
    </button>
  );
}
