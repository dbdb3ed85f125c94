-- PIX charges created before polling existed and still waiting: read them on the job's next tick.
UPDATE "order_pix_charges" SET "next_check_at" = now() WHERE "status" IN ('pending', 'in_process', 'authorized');
