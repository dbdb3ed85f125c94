import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to render or to download (a stale chunk after a deploy) so the
 * navigation stays usable and the visitor can reload.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-stone-900">Algo deu errado</h1>
        <p className="mt-2 text-stone-700">Não foi possível abrir esta página. Tente recarregar.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800"
        >
          Recarregar página
        </button>
      </div>
    );
  }
}
