package corpus.kotlin.classicdeadlock

import org.petrify.corpus.Expect
import org.petrify.corpus.Expected.HOLDS
import org.petrify.corpus.Expected.VIOLATED
import kotlin.concurrent.thread

/** Two `thread {}` workers take two monitors in opposite orders with Kotlin's `synchronized {}`. */
@Expect(
    deadlock = VIOLATED, termination = VIOLATED, terminationFair = VIOLATED,
    livelock = HOLDS, livelockFair = HOLDS, paper = "Kotlin ClassicDeadlock",
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
            synchronized(right) {
                synchronized(left) { transfers-- }
            }
        }
    }
}
