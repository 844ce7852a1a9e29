"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { ChatMarkdown } from "@/components/chat/chat-markdown";
import { streamChat } from "@/lib/chat/stream-chat";
import { readChatState, type ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/lib/chat/types";

const STORAGE_KEY = "ai-finder-chat";
/** The last answer's state (docs/decisions/0188), kept beside the conversation. */
const STATE_KEY = "ai-finder-chat-state";
const ERROR_MESSAGE = "Sorry, I encountered an error. Please try again.";
const suggestions = ["Which free AI tools are best for writing?", "Compare ChatGPT and Claude", "How much does Midjourney cost?", "Alternatives to Canva"];

function loadConversation(): ChatMessage[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(saved) ? (saved as ChatMessage[]).filter((m) => (m.role === "user" || m.role === "assistant") && typeof m.content === "string") : [];
  } catch {
    return [];
  }
}

function loadState(): ChatState | undefined {
  try {
    return readChatState(JSON.parse(sessionStorage.getItem(STATE_KEY) ?? "null"));
  } catch {
    return undefined;
  }
}

/** The chat panel: message list, input and send (SPEC §2 Chat widget, §4, §5, §8). */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(loadConversation);
  // What the last answer listed and was about, as the server said (not read back from its text).
  const [chatState, setChatState] = useState<ChatState | undefined>(loadState);
  const [input, setInput] = useState("");
  const [waiting, setWaiting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // The conversation survives moving between pages (and reloads) in the same tab.
  useEffect(() => {
    if (!waiting) {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages));
      if (chatState) sessionStorage.setItem(STATE_KEY, JSON.stringify(chatState));
      else sessionStorage.removeItem(STATE_KEY);
    }
  }, [messages, waiting, chatState]);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages]);

  // Focus the input on open, and again once a reply has finished (it is disabled while waiting).
  useEffect(() => {
    if (open && !waiting) inputRef.current?.focus();
  }, [open, waiting]);

  async function send(text: string) {
    const content = text.trim();
    if (!content || waiting) return;
    const conversation: ChatMessage[] = [...messages, { role: "user", content }];
    setMessages(conversation);
    setInput("");
    setWaiting(true);
    let started = false;
    const sent = chatState;
    // A new state arrives with the answer; until then (and after a failure) there is none to send back.
    setChatState(undefined);
    try {
      await streamChat(
        conversation,
        (delta) => {
          setMessages((current) => {
            if (!started) {
              started = true;
              return [...current, { role: "assistant", content: delta }];
            }
            const last = current.at(-1) as ChatMessage;
            return [...current.slice(0, -1), { role: "assistant", content: last.content + delta }];
          });
        },
        undefined,
        { ...(sent ? { state: sent } : {}), page: window.location.pathname, onState: setChatState },
      );
    } catch (error) {
      setChatState(undefined);
      console.error("Chat error:", error);
      setMessages((current) => [...current, { role: "assistant", content: ERROR_MESSAGE }]);
    } finally {
      setWaiting(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(input);
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className="fixed inset-x-2 bottom-2 z-50 flex h-[500px] max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-5 sm:right-5 sm:w-96"
    >
      <div className="flex items-center justify-between bg-brand-600 px-4 py-3 text-white">
        <h2 id="chat-title" className="flex items-center gap-2 font-semibold">
          <Icon name="bot" className="size-5" /> AI Chat Assistant
        </h2>
        <button type="button" onClick={onClose} aria-label="Close chat" className="inline-flex size-9 items-center justify-center rounded-full hover:bg-brand-700">
          <Icon name="x" className="size-5" />
        </button>
      </div>
      <div ref={listRef} role="log" aria-live="polite" aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto p-4 text-sm">
        {messages.length === 0 ? (
          <div className="space-y-3 text-slate-700">
            <p>Ask me about AI platforms: what to use for a task, prices, comparisons or alternatives. I answer from this site&apos;s catalogue and guides.</p>
            <ul className="flex flex-wrap gap-2" aria-label="Suggested questions">
              {suggestions.map((s) => (
                <li key={s}>
                  <button type="button" onClick={() => void send(s)} className="rounded-full border border-slate-300 px-3 py-1 text-left hover:border-brand-600">
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {messages.map((m, i) => (
          <div key={i} className={m.role === "user" ? "ml-8 rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-white" : "mr-4 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-2 text-ink"}>
            <span className="sr-only">{m.role === "user" ? "You said: " : "Assistant: "}</span>
            {m.role === "assistant" ? <ChatMarkdown text={m.content} /> : <p className="whitespace-pre-wrap">{m.content}</p>}
          </div>
        ))}
        {waiting && messages.at(-1)?.role === "user" ? <p className="text-slate-600">Thinking…</p> : null}
      </div>
      <form onSubmit={onSubmit} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor="chat-input" className="sr-only">Your question</label>
        <input
          id="chat-input"
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          disabled={waiting}
          maxLength={4000}
          autoComplete="off"
          placeholder="Ask about AI tools..."
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={waiting || !input.trim()}
          aria-label="Send message"
          className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          <Icon name="send" className="size-4" />
        </button>
      </form>
    </section>
  );
}
