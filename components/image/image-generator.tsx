"use client";

import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { Button, buttonClasses } from "@/components/ui/button";
import { groupThousands } from "@/lib/format";
import { PROMPT_MAX_LENGTH, examplePrompts, placeholderPrompt } from "@/lib/image-prompts";
import { notify } from "@/components/ui/notify";
import { imageToolsFor, type ImageTool } from "@/lib/image-tools";

const FAILED = "Failed to generate image";

type Result = { imageUrl: string; provider: string; offline: boolean; prompt: string };

/** An error whose text came from the server function and is meant for the visitor. */
class FunctionError extends Error {}

/** POST /functions/v1/ai-image; throws FunctionError with the response's error text when it has one. */
async function requestImage(prompt: string): Promise<Result> {
  const response = await fetch("/functions/v1/ai-image", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ prompt }),
  });
  const data: unknown = await response.json().catch(() => undefined);
  const body = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  if (typeof body.error === "string" && body.error.trim()) throw new FunctionError(body.error);
  if (!response.ok || typeof body.imageUrl !== "string") throw new FunctionError(FAILED);
  return {
    imageUrl: body.imageUrl,
    provider: typeof body.provider === "string" ? body.provider : "",
    offline: body.offline === true,
    prompt,
  };
}

/** A file name for the download: the prompt's first words and the image's own extension. */
function downloadName(result: Result): string {
  const slug = result.prompt.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).replace(/-+$/, "");
  const ext = result.imageUrl.split(".").pop() ?? "png";
  return `${slug || "ai-image"}.${ext}`;
}

/** The image generator (SPEC §2 Image page, §4, §5, §8): prompt, Generate, the image or an error toast. */
type Props = {
  /** Whether an AI model makes the images, said before the first prompt (issue 30). */
  model: { configured: boolean; label: string };
  /** The catalogue's image tools, suggested under an offline preview. */
  tools: readonly ImageTool[];
};

export function ImageGenerator({ model, tools }: Props) {
  const [prompt, setPrompt] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);

  async function generate() {
    const text = prompt.trim();
    if (!text || busy) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(await requestImage(text));
    } catch (error) {
      void notify("error", error instanceof FunctionError ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void generate();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void generate();
    }
  }

  function fillExample(example: string) {
    setPrompt(example);
    promptRef.current?.focus();
  }

  return (
    // One column on small screens (form, image, examples); two on large ones, the image on the right.
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:grid-rows-[auto_1fr]">
      <form onSubmit={onSubmit} className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className={`mb-4 rounded-lg p-3 text-sm ${model.configured ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}>
          {model.configured ? (
            <>
              <strong>AI model connected.</strong> Your image is made by {model.label}.
            </>
          ) : (
            <>
              <strong>No AI model is connected to this site.</strong> Generate draws a simple preview from the words of your prompt (shapes and
              colours), not an AI image. We then suggest AI image tools that suit your prompt.
            </>
          )}
        </p>
        <label htmlFor="image-prompt" className="block text-lg font-semibold">
          Describe your image
        </label>
        <p id="image-prompt-hint" className="mt-1 text-sm text-slate-600">
          Name the subject, the setting, colours and the time of day. Ctrl+Enter also generates.
        </p>
        <textarea
          id="image-prompt"
          ref={promptRef}
          name="prompt"
          rows={5}
          maxLength={PROMPT_MAX_LENGTH}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`e.g. ${placeholderPrompt}`}
          aria-describedby="image-prompt-hint image-prompt-count"
          className="mt-3 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-600"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p id="image-prompt-count" className="text-sm text-slate-600">
            {groupThousands(prompt.length)} / {groupThousands(PROMPT_MAX_LENGTH)} characters
          </p>
          <Button type="submit" size="lg" disabled={busy}>
            <Icon name="sparkles" className="size-5" />
            {busy ? "Generating..." : "Generate"}
          </Button>
        </div>
      </form>

      <section aria-labelledby="result-heading" aria-busy={busy} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <h2 id="result-heading" className="sr-only">
          Your image
        </h2>
        <p role="status" className="sr-only">
          {busy ? "Generating your image." : result ? (result.offline ? "Your preview is ready." : "Your image is ready.") : ""}
        </p>
        {result ? (
          <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {/* A plain <img>: our images are already stored at their final size, and next/image would add client JS. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={result.imageUrl}
              alt={result.prompt}
              width={1024}
              height={1024}
              loading="lazy"
              decoding="async"
              className="h-auto w-full bg-slate-100"
            />
            <figcaption className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm text-slate-700">
              <span>
                {result.offline ? (
                  <>
                    <strong className="font-semibold text-ink">{result.provider}</strong>: drawn by this site from the
                    words in your prompt, not by an AI model.
                  </>
                ) : (
                  <>
                    Made by <strong className="font-semibold text-ink">{result.provider}</strong>
                  </>
                )}
              </span>
              <a href={result.imageUrl} download={downloadName(result)} className={buttonClasses("outline", "sm")}>
                <Icon name="download" className="size-4" />
                Download image
              </a>
            </figcaption>
          </figure>
        ) : (
          <div className="flex h-56 w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600 lg:aspect-square lg:h-auto">
            <Icon name="image" className={`size-12 ${busy ? "motion-safe:animate-pulse" : ""}`} />
            <p>{busy ? "Creating your image. This can take up to a minute with an AI model." : "Your image will appear here."}</p>
          </div>
        )}
        {result?.offline ? <SuitedTools prompt={result.prompt} tools={tools} /> : null}
      </section>

      <section aria-labelledby="examples-heading" className="lg:col-start-1 lg:row-start-2">
        <h2 id="examples-heading" className="text-base font-semibold">
          Try an example
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {examplePrompts.map((example) => (
            <li key={example}>
              <button
                type="button"
                onClick={() => fillExample(example)}
                className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50"
              >
                {example}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Under an offline preview: the catalogue's image tools that suit the prompt (issue 30). */
function SuitedTools({ prompt, tools }: { prompt: string; tools: readonly ImageTool[] }) {
  const suited = imageToolsFor(prompt, tools);
  if (!suited.length) return null;
  return (
    <section aria-labelledby="suited-tools" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="suited-tools" className="text-lg font-bold">
        Make it with an AI image tool
      </h3>
      <p className="mt-1 text-sm text-slate-700">From our catalogue, for this prompt:</p>
      <ul className="mt-3 space-y-2">
        {suited.map((tool) => (
          <li key={tool.id}>
            <a href={`/platforms/${tool.id}`} data-soft-link="" className="font-semibold text-brand-700 underline underline-offset-2">
              {tool.name}
            </a>
            {tool.reasons.length ? <span className="text-sm text-slate-700">: {tool.reasons.join(", ")}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
