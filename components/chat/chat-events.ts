/**
 * The one client-side way to open the chat widget from anywhere on a page: dispatch this event.
 * The widget listens for it (components/chat/chat-launcher.tsx).
 */
export const OPEN_CHAT_EVENT = "ai-finder:open-chat";

export function openChat() {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
