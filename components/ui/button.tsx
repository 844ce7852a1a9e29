import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-400",
  outline: "border border-slate-300 bg-white text-ink hover:bg-slate-50 disabled:text-slate-500",
  ghost: "text-ink hover:bg-slate-100",
} as const;
const sizes = { sm: "h-9 px-3 text-sm", md: "h-10 px-4", lg: "min-h-12 px-6 py-2 text-lg text-center" } as const;

export type ButtonVariant = keyof typeof variants;

/** Class names of a button, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: keyof typeof sizes }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
