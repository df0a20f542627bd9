main entry

proc corpus.variants.virtualthreads.fixed.Main.<clinit> {
  s2: write corpus.variants.virtualthreads.fixed.Main.INVENTORY // at corpus.variants.virtualthreads.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.variants.virtualthreads.fixed.Main.ORDERS // at corpus.variants.virtualthreads.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.variants.virtualthreads.fixed.Main.main {
  s4: fork corpus.variants.virtualthreads.fixed.Main.placeOrder java.lang.Thread@Main.java:43 // at corpus.variants.virtualthreads.fixed.Main.main(Main.java:43)
  s6: fork corpus.variants.virtualthreads.fixed.Main.restock java.lang.Thread@Main.java:44 // at corpus.variants.virtualthreads.fixed.Main.main(Main.java:44)
  s7: join java.lang.Thread@Main.java:43 // at corpus.variants.virtualthreads.fixed.Main.main(Main.java:45)
  s8: join java.lang.Thread@Main.java:44 // at corpus.variants.virtualthreads.fixed.Main.main(Main.java:46)
}

proc corpus.variants.virtualthreads.fixed.Main.placeOrder {
  s0: read corpus.variants.virtualthreads.fixed.Main.ORDERS // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:21)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:21)
  s2: read corpus.variants.virtualthreads.fixed.Main.INVENTORY // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:23)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:23)
  s4: read corpus.variants.virtualthreads.fixed.Main.pending // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:25)
  s6: write corpus.variants.virtualthreads.fixed.Main.pending // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:25)
  s7: read corpus.variants.virtualthreads.fixed.Main.INVENTORY // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:27)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:27)
  s20: read corpus.variants.virtualthreads.fixed.Main.ORDERS // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:30)
  s21: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.variants.virtualthreads.fixed.Main.placeOrder(Main.java:30)
}

proc corpus.variants.virtualthreads.fixed.Main.restock {
  s0: read corpus.variants.virtualthreads.fixed.Main.ORDERS // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:35)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:35)
  s2: read corpus.variants.virtualthreads.fixed.Main.INVENTORY // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:36)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:36)
  s4: read corpus.variants.virtualthreads.fixed.Main.pending // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:37)
  s6: write corpus.variants.virtualthreads.fixed.Main.pending // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:37)
  s7: read corpus.variants.virtualthreads.fixed.Main.INVENTORY // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:38)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:16 // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:38)
  s9: read corpus.variants.virtualthreads.fixed.Main.ORDERS // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:39)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.variants.virtualthreads.fixed.Main.restock(Main.java:39)
}

proc entry {
  init0: call corpus.variants.virtualthreads.fixed.Main.<clinit> // at corpus.variants.virtualthreads.fixed.Main.main(Main.java:43)
  main: call corpus.variants.virtualthreads.fixed.Main.main // at corpus.variants.virtualthreads.fixed.Main.main(Main.java:43)
}
