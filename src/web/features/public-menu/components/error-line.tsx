/** A failed load with a way to try again (the light cousin of ErrorState). */
export function ErrorLine({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-stone-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="h-10 rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 hover:bg-stone-100"
      >
        Tentar novamente
      </button>
    </div>
  );
}
