import { Outlet } from "react-router";

/** Pages that stand alone, without header, footer or banners. */
export default function BlankLayout() {
  return (
    <div id="main" className="min-h-dvh">
      <Outlet />
    </div>
  );
}
