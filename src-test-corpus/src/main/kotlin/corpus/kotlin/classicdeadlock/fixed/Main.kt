package corpus.kotlin.classicdeadlock.fixed

import org.petrify.corpus.Expect
import org.petrify.corpus.Expected.HOLDS
import org.petrify.corpus.Expected.VIOLATED
import kotlin.concurrent.thread

/** Twin of kotlin.classicdeadlock: both workers take `left` before `right`. */
@Expect(
    deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
    livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: consistent lock order",
)
object Main {
    private val left = Any()
    private val right = Any()
    private var transfers = 0

    @JvmStatic
    fun main(args: Array<String>) {
        thread {
            synchronized(left) {
                synchronized(right) { transfers++ }
            }
        }
        thread {
            synchronized(left) {
                synchronized(right) { transfers-- }
            }
        }
    }
}
