-- Any change to a customer's orders or payment sessions notifies 'order_history_changed' with the
-- customer's user id, from whichever process or tool made it: the order-history cache of every
-- API process forgets that customer's list (see db/notify-channels.ts). A transaction that
-- changes many rows of one customer sends one notification (PostgreSQL folds duplicates).
CREATE FUNCTION notify_order_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('order_history_changed', OLD.user_id);
  ELSE
    PERFORM pg_notify('order_history_changed', NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('order_history_changed', OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_notify_history AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_order_history_changed();
--> statement-breakpoint
CREATE TRIGGER payment_sessions_notify_history AFTER INSERT OR UPDATE OR DELETE ON payment_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_order_history_changed();
