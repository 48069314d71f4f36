import { useRef, useState } from 'react';
import { Mic } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { usePlugins, type PluginNavItem } from '../plugins';
import { useToast } from '../ui';

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

/** The part of the Web Speech API's SpeechRecognition that Voice Command uses. */
interface Recognition {
  lang: string;
  interimResults: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
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

/** What the person is told when the browser has no speech recognition. */
export const NOT_SUPPORTED =
  'This browser cannot listen for voice commands. Try Chrome, Edge or Safari, or search with Ctrl K.';

/** Why listening stopped, by the SpeechRecognition error code; null when there is nothing to say. */
export function voiceErrorMessage(code: string | undefined): string | null {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'The microphone is blocked. Allow this site to use the microphone in your browser, then try again.';
    case 'audio-capture':
      return 'No microphone was found. Connect one and try again.';
    case 'no-speech':
      return 'Nothing was heard. Click Voice Command, then say the name of a page.';
    case 'network':
      return 'Speech recognition needs a network connection, and this browser could not reach it.';
    case 'aborted':
      return null;
    default:
      return 'Voice Command could not listen. Please try again.';
  }
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

/**
 * Voice Command button (spec 2.4): say a page name to open it. It shows while it listens, and
 * says why when it cannot (no speech recognition in this browser, microphone blocked or missing).
 */
export function VoiceCommand() {
  const { navItems } = usePlugins();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [listening, setListening] = useState(false);
  const active = useRef<Recognition | null>(null);

  const tell = (description: string) =>
    toast({ title: 'Voice Command', description, variant: 'destructive' });

  function listen() {
    const Ctor = speechRecognition();
    if (!Ctor) return tell(NOT_SUPPORTED);
    if (active.current) return;
    const rec = new Ctor();
    active.current = rec;
    rec.lang = 'en-US';
    rec.interimResults = false;
    rec.onresult = (e) => {
      const phrase = e.results[0]?.[0]?.transcript ?? '';
      const item = matchNavItem(phrase, navItems);
      if (item) navigate(item.path);
      else toast({ title: 'Voice Command', description: `No page matches “${phrase}”.` });
    };
    rec.onerror = (e) => {
      const message = voiceErrorMessage(e.error);
      if (message) tell(message);
    };
    rec.onend = () => {
      active.current = null;
      setListening(false);
    };
    setListening(true);
    try {
      rec.start();
    } catch {
      active.current = null;
      setListening(false);
      tell(voiceErrorMessage(undefined) ?? '');
    }
  }

  return (
    <span className="k-voice">
      <button
        type="button"
        className={
          listening ? 'k-btn k-btn--secondary k-voice--listening' : 'k-btn k-btn--secondary'
        }
        title="Voice Command: say a page name"
        onClick={listen}
        aria-pressed={listening}
      >
        <Mic size={16} aria-hidden />{' '}
        <span className="k-voice-label">{listening ? 'Listening...' : 'Voice Command'}</span>
      </button>
      <span role="status" className="k-voice-status">
        {listening ? 'Listening. Say a page name.' : ''}
      </span>
    </span>
  );
}
