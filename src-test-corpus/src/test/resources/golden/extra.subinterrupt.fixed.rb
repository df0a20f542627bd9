main entry
counter java.util.concurrent.CountDownLatch@Main.java:17.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:45.count cap 1 init 1

proc corpus.extra.subinterrupt.fixed.Main$Worker.<init>[corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46] {
  s3: write corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46.gate // at corpus.extra.subinterrupt.fixed.Main$Worker.<init>(Main.java:24)
}

proc corpus.extra.subinterrupt.fixed.Main$Worker.run[corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46] {
  s1: read corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46.gate // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:30)
  s2_1: interruptible s6 checked         // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:30)
  s2: until java.util.concurrent.CountDownLatch@Main.java:45.count <= 0 // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:30)
  s2_2: goto exit                        // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:30)
  s6: read corpus.extra.subinterrupt.fixed.Main.DONE // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:33)
  s7_1: interruptible exit checked       // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:33)
  s7: until java.util.concurrent.CountDownLatch@Main.java:17.count <= 0 // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:33)
  s12: read corpus.extra.subinterrupt.fixed.Main.LOCK // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:37)
  s13: acquire java.lang.Object@Main.java:16 // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:37)
  s14: read corpus.extra.subinterrupt.fixed.Main.seen // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:38)
  s16: write corpus.extra.subinterrupt.fixed.Main.seen // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:38)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.subinterrupt.fixed.Main$Worker.run(Main.java:39)
}

proc corpus.extra.subinterrupt.fixed.Main.<clinit> {
  s2: write corpus.extra.subinterrupt.fixed.Main.LOCK // at corpus.extra.subinterrupt.fixed.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.subinterrupt.fixed.Main.DONE // at corpus.extra.subinterrupt.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.extra.subinterrupt.fixed.Main.main {
  s5: call corpus.extra.subinterrupt.fixed.Main$Worker.<init>[corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46] // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:46)
  s7: fork corpus.extra.subinterrupt.fixed.Main$Worker.run[corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46] corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:47)
  s8: interrupt corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:48)
  s9: read corpus.extra.subinterrupt.fixed.Main.LOCK // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:49)
  s10: acquire java.lang.Object@Main.java:16 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:49)
  s11: read corpus.extra.subinterrupt.fixed.Main.DONE // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:50)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:17.count 1 else s12_1 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:50)
  s12_1: skip                            // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:50)
  s13: release java.lang.Object@Main.java:16 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:51)
  s19: trydown java.util.concurrent.CountDownLatch@Main.java:45.count 1 else s19_1 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:52)
  s19_1: skip                            // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:52)
  s20: join corpus.extra.subinterrupt.fixed.Main$Worker@Main.java:46 // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:53)
}

proc entry {
  init0: call corpus.extra.subinterrupt.fixed.Main.<clinit> // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:45)
  main: call corpus.extra.subinterrupt.fixed.Main.main // at corpus.extra.subinterrupt.fixed.Main.main(Main.java:45)
}
