import { data } from "react-router";
import { getEnv } from "~/.server/env";
import { loadDevMailbox } from "~/.server/mail/dev-mailbox";
import { pageTitle } from "~/lib/site";
import type { Route } from "./+types/dev.mail";

export function meta() {
  return [{ title: pageTitle("Development mailbox") }, { name: "robots", content: "noindex" }];
}

// Reset and sign-in links: never kept by a browser or a cache on the way.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  // No load context only under `npm run dev`, whose server listens on localhost alone.
  const fromLoopback = context.fromLoopback ?? true;
  const messages = await loadDevMailbox({ publicUrl: getEnv().PUBLIC_URL, fromLoopback });
  if (!messages) throw data("Page not found", { status: 404 });
  return { messages };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The message text with its web addresses as links (verification and reset links are clicked from here). */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
          <a key={index} href={part} className="text-primary underline break-all">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

// UTC, so the server and the browser render the same text.
function utcTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const STATUS_LABELS = { pending: "Queued", sent: "Delivered", dead: "Failed" } as const;

export default function DevMailPage({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">Development mailbox</h1>
      <p className="mt-2 text-muted-foreground">
        E-mails the store has sent, newest first. Shown only while the store runs on localhost.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8">No e-mails yet.</p>
      ) : (
        <ul className="mt-8 space-y-6">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border p-4">
              <h2 className="text-lg font-semibold">{message.subject}</h2>
              <p className="text-sm text-muted-foreground">
                To {message.to}
                {message.replyTo && ` · Reply-To ${message.replyTo}`} ·{" "}
                <time dateTime={message.createdAt.toISOString()}>{utcTime(message.createdAt)}</time> ·{" "}
                {STATUS_LABELS[message.status]}
              </p>
              <pre className="mt-3 whitespace-pre-wrap font-sans text-sm">
                <LinkedText text={message.text} />
              </pre>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
