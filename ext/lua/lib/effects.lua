-- Scripts that read the server's clock (TIME) before they write replicate
-- their effects, not themselves: asked for here, the default since Redis 5.
if redis.replicate_commands then redis.replicate_commands() end
