/** What a card shows before the sets it needs exist. */
export function EmptyNote({ text }: { text: string }) {
  return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{text}</p>;
}
