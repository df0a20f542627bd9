package corpus.kotlin.when_.fixed

import org.petrify.corpus.Expect
import org.petrify.corpus.Expected.HOLDS
import org.petrify.corpus.Expected.VIOLATED
import kotlin.concurrent.thread

/**
 * Twin of kotlin.when_: mixing takes a palette guard first, so the slot locks are never contended
 * in opposite orders (the abstraction cannot tell the slots apart, so only a guard is provably safe).
 */
@Expect(
    deadlock = HOLDS, termination = HOLDS, terminationFair = HOLDS,
    livelock = HOLDS, livelockFair = HOLDS, note = "corrected twin: guard lock",
)
object Main {
    private val palette = Any()
    private val red = Any()
    private val green = Any()
    private val blue = Any()
    private var mixes = 0

    private fun paint(slot: Int): Any = when (slot) {
        0 -> red
        1 -> green
        else -> blue
    }

    private fun mix(first: Int, second: Int) {
        synchronized(palette) {
            synchronized(paint(first)) {
                synchronized(paint(second)) { mixes++ }
            }
        }
    }

    @JvmStatic
    fun main(args: Array<String>) {
        val t1 = thread { mix(0, 1) }
        val t2 = thread { mix(1, 0) }
        t1.join()
        t2.join()
    }
}
