main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
counter java.util.concurrent.CountDownLatch@Main.java:47.count cap 1 init 1

proc corpus.extra.subinterrupt.Main$Worker.<init>[corpus.extra.subinterrupt.Main$Worker@Main.java:48] {
  s3: write corpus.extra.subinterrupt.Main$Worker@Main.java:48.gate // at corpus.extra.subinterrupt.Main$Worker.<init>(Main.java:27)
}

proc corpus.extra.subinterrupt.Main$Worker.run[corpus.extra.subinterrupt.Main$Worker@Main.java:48] {
  s1: read corpus.extra.subinterrupt.Main$Worker@Main.java:48.gate // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:33)
  s2_1: interruptible s6 checked         // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:33)
  s2: until java.util.concurrent.CountDownLatch@Main.java:47.count <= 0 // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:33)
  s2_2: goto exit                        // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:33)
  s6: read corpus.extra.subinterrupt.Main.LOCK // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:35)
  s7: acquire java.lang.Object@Main.java:20 // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:35)
  s8: read corpus.extra.subinterrupt.Main.DONE // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:37)
  s9_1: interruptible s17 checked        // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:37)
  s9: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:37)
  s9_2: goto s19                         // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:37)
  s17: release java.lang.Object@Main.java:20 // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:39)
  s17_1: goto exit                       // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:39)
  s19: release java.lang.Object@Main.java:20 // at corpus.extra.subinterrupt.Main$Worker.run(Main.java:41)
}

proc corpus.extra.subinterrupt.Main.<clinit> {
  s2: write corpus.extra.subinterrupt.Main.LOCK // at corpus.extra.subinterrupt.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.subinterrupt.Main.DONE // at corpus.extra.subinterrupt.Main.<clinit>(Main.java:21)
}

proc corpus.extra.subinterrupt.Main.main {
  s5: call corpus.extra.subinterrupt.Main$Worker.<init>[corpus.extra.subinterrupt.Main$Worker@Main.java:48] // at corpus.extra.subinterrupt.Main.main(Main.java:48)
  s7: fork corpus.extra.subinterrupt.Main$Worker.run[corpus.extra.subinterrupt.Main$Worker@Main.java:48] corpus.extra.subinterrupt.Main$Worker@Main.java:48 // at corpus.extra.subinterrupt.Main.main(Main.java:49)
  s8: interrupt corpus.extra.subinterrupt.Main$Worker@Main.java:48 // at corpus.extra.subinterrupt.Main.main(Main.java:50)
  s9: read corpus.extra.subinterrupt.Main.LOCK // at corpus.extra.subinterrupt.Main.main(Main.java:51)
  s10: acquire java.lang.Object@Main.java:20 // at corpus.extra.subinterrupt.Main.main(Main.java:51)
  s11: read corpus.extra.subinterrupt.Main.DONE // at corpus.extra.subinterrupt.Main.main(Main.java:52)
  s12: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s12_1 // at corpus.extra.subinterrupt.Main.main(Main.java:52)
  s12_1: skip                            // at corpus.extra.subinterrupt.Main.main(Main.java:52)
  s13: release java.lang.Object@Main.java:20 // at corpus.extra.subinterrupt.Main.main(Main.java:53)
  s19: trydown java.util.concurrent.CountDownLatch@Main.java:47.count 1 else s19_1 // at corpus.extra.subinterrupt.Main.main(Main.java:54)
  s19_1: skip                            // at corpus.extra.subinterrupt.Main.main(Main.java:54)
  s20: join corpus.extra.subinterrupt.Main$Worker@Main.java:48 // at corpus.extra.subinterrupt.Main.main(Main.java:55)
}

proc entry {
  init0: call corpus.extra.subinterrupt.Main.<clinit> // at corpus.extra.subinterrupt.Main.main(Main.java:47)
  main: call corpus.extra.subinterrupt.Main.main // at corpus.extra.subinterrupt.Main.main(Main.java:47)
}
