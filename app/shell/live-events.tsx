import { useEffect } from "react";
import { useRevalidator } from "react-router";

const LIVE_EVENTS = ["notification", "bookings-changed", "messages-changed", "settings-changed"];

/** Keeps the shell's badges and bell current: any server event re-reads the page's data. */
export function LiveEvents() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const source = new EventSource("/events");
    const onEvent = () => void revalidate();
    for (const type of LIVE_EVENTS) source.addEventListener(type, onEvent);
    return () => source.close();
  }, [revalidate]);
  return null;
}
