import { z } from "zod";

/** The areas of the controlled task vocabulary (content/vocabulary/tasks.json): a task id is '<area>.<task>'. */
export const taskAreas = [
  "text", "writing", "image", "video", "audio", "music", "voice", "code", "app", "web", "data", "research", "search", "learn", "teach",
  "translate", "seo", "marketing", "social", "chatbot", "agent", "meeting", "document", "design", "logo", "slides", "avatar", "3d",
  "automation", "model",
] as const;

/** 'video.generate', 'image.remove-background': an area, a dot, a lower-case kebab-case task. */
export const taskIdSchema = z
  .string()
  .regex(new RegExp(`^(${taskAreas.join("|")})\\.[a-z0-9]+(-[a-z0-9]+)*$`), `a task id is '<area>.<task>' with an area among ${taskAreas.join(", ")} and a kebab-case task ('video.generate')`);
