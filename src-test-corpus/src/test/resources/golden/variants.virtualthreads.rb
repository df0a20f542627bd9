main entry

proc corpus.variants.virtualthreads.Main.<clinit> {
  s2: write corpus.variants.virtualthreads.Main.INVENTORY // at corpus.variants.virtualthreads.Main.<clinit>(Main.java:18)
  s5: write corpus.variants.virtualthreads.Main.ORDERS // at corpus.variants.virtualthreads.Main.<clinit>(Main.java:19)
}

proc corpus.variants.virtualthreads.Main.main {
  s4: fork corpus.variants.virtualthreads.Main.placeOrder java.lang.Thread@Main.java:45 // at corpus.variants.virtualthreads.Main.main(Main.java:45)
  s6: fork corpus.variants.virtualthreads.Main.restock java.lang.Thread@Main.java:46 // at corpus.variants.virtualthreads.Main.main(Main.java:46)
  s7: join java.lang.Thread@Main.java:45 // at corpus.variants.virtualthreads.Main.main(Main.java:47)
  s8: join java.lang.Thread@Main.java:46 // at corpus.variants.virtualthreads.Main.main(Main.java:48)
}

proc corpus.variants.virtualthreads.Main.placeOrder {
  s0: read corpus.variants.virtualthreads.Main.ORDERS // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:23)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:23)
  s2: read corpus.variants.virtualthreads.Main.INVENTORY // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:25)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:25)
  s4: read corpus.variants.virtualthreads.Main.pending // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:27)
  s6: write corpus.variants.virtualthreads.Main.pending // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:27)
  s7: read corpus.variants.virtualthreads.Main.INVENTORY // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:29)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:29)
  s20: read corpus.variants.virtualthreads.Main.ORDERS // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:32)
  s21: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.variants.virtualthreads.Main.placeOrder(Main.java:32)
}

proc corpus.variants.virtualthreads.Main.restock {
  s0: read corpus.variants.virtualthreads.Main.INVENTORY // at corpus.variants.virtualthreads.Main.restock(Main.java:37)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.variants.virtualthreads.Main.restock(Main.java:37)
  s2: read corpus.variants.virtualthreads.Main.ORDERS // at corpus.variants.virtualthreads.Main.restock(Main.java:38)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.variants.virtualthreads.Main.restock(Main.java:38)
  s4: read corpus.variants.virtualthreads.Main.pending // at corpus.variants.virtualthreads.Main.restock(Main.java:39)
  s6: write corpus.variants.virtualthreads.Main.pending // at corpus.variants.virtualthreads.Main.restock(Main.java:39)
  s7: read corpus.variants.virtualthreads.Main.ORDERS // at corpus.variants.virtualthreads.Main.restock(Main.java:40)
  s8: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.variants.virtualthreads.Main.restock(Main.java:40)
  s9: read corpus.variants.virtualthreads.Main.INVENTORY // at corpus.variants.virtualthreads.Main.restock(Main.java:41)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:18 // at corpus.variants.virtualthreads.Main.restock(Main.java:41)
}

proc entry {
  init0: call corpus.variants.virtualthreads.Main.<clinit> // at corpus.variants.virtualthreads.Main.main(Main.java:45)
  main: call corpus.variants.virtualthreads.Main.main // at corpus.variants.virtualthreads.Main.main(Main.java:45)
}
