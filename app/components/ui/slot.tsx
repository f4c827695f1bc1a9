import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type SlotProps = React.HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type Handler = (...args: unknown[]) => unknown;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * Renders its one child with these props merged in, as Radix Slot does (the child's handlers run first,
 * class names are joined, both refs are set): Button's `asChild`, a link that looks like a button. Kept
 * here so pages without other Radix parts load none of it (decision 007).
 */
export function Slot({ children, ...props }: SlotProps) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const own = children.props;
  const merged: Record<string, unknown> = { ...props, ...own };
  for (const [key, value] of Object.entries(props)) {
    const childValue = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (value as Handler)(...args);
        return result;
      };
    }
  }
  merged.className = [props.className, own.className].filter(Boolean).join(" ") || undefined;
  merged.style = props.style || own.style ? { ...props.style, ...(own.style as object | undefined) } : undefined;
  const childRef = own.ref as Ref<HTMLElement> | undefined;
  if (props.ref && childRef) {
    merged.ref = (node: HTMLElement | null) => {
      assignRef(props.ref, node);
      assignRef(childRef, node);
    };
  }
  return cloneElement(children, merged);
}
