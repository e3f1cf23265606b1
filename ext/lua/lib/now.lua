-- #include "lib/clock.lua"
-- The server's clock when the script starts (lib/clock.lua).
local now = server_now()
