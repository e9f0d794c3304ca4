import { Component, type ReactNode } from "react";
import { LoadFailed, loadFailedMessage } from "./load-failed";
import { ScreenHydrated } from "../../hydration";

type Props = {
  /** What the page is (its address): another one clears the failure. */
  page: string;
  children: ReactNode;
};

/**
 * The page's failure, inside the shell: a page whose code did not arrive (the server or the
 * network down when it was first opened) or that failed while rendering shows the failure with
 * 重试, and the top bar, the menu and the other pages stay usable. 重试 reloads the window, as the
 * message says: a browser keeps a module that failed to arrive failed for the rest of the page's
 * life. See docs/behaviour/errors.md.
 */
export class PageBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  // Which page failed is known once the failure is committed (componentDidCatch); until then the
  // failure belongs to no page, so that the commit that shows it does not clear it again.
  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: CAUGHT };
  }

  override componentDidCatch(): void {
    this.setState({ failedAt: this.props.page });
  }

  override componentDidUpdate(): void {
    const { failedAt } = this.state;
    if (failedAt !== null && failedAt !== CAUGHT && failedAt !== this.props.page) this.setState({ failedAt: null });
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    // A page that fails while the server's drawing of it hydrates: the failure is what is live.
    return (
      <>
        <LoadFailed message={loadFailedMessage} onRetry={() => location.reload()} />
        <ScreenHydrated />
      </>
    );
  }
}

/** A failure caught, before it is known which page it belongs to. */
const CAUGHT = "\0caught";
