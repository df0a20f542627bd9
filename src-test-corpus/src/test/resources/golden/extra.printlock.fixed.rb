main entry

proc corpus.extra.printlock.fixed.Main.<clinit> {
  s2: write corpus.extra.printlock.fixed.Main.TABLE // at corpus.extra.printlock.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.printlock.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:20)
  s1: acquire System.out                 // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:20)
  s2: read java.lang.System.out          // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:21)
  s3: acquire System.out                 // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:21)
  s3_1: release System.out               // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:21)
  s4: read corpus.extra.printlock.fixed.Main.TABLE // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:22)
  s5: acquire java.lang.Object@Main.java:15 // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:22)
  s6: read java.lang.System.out          // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:23)
  s7: read corpus.extra.printlock.fixed.Main.done // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:23)
  s8: acquire System.out                 // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:23)
  s8_1: release System.out               // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:23)
  s9: release java.lang.Object@Main.java:15 // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:24)
  s19: release System.out                // at corpus.extra.printlock.fixed.Main.lambda$main$0(Main.java:25)
}

proc corpus.extra.printlock.fixed.Main.main {
  s5: fork corpus.extra.printlock.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:19 // at corpus.extra.printlock.fixed.Main.main(Main.java:27)
  s6: read corpus.extra.printlock.fixed.Main.TABLE // at corpus.extra.printlock.fixed.Main.main(Main.java:28)
  s7: acquire java.lang.Object@Main.java:15 // at corpus.extra.printlock.fixed.Main.main(Main.java:28)
  s8: read corpus.extra.printlock.fixed.Main.done // at corpus.extra.printlock.fixed.Main.main(Main.java:29)
  s10: write corpus.extra.printlock.fixed.Main.done // at corpus.extra.printlock.fixed.Main.main(Main.java:29)
  s11: release java.lang.Object@Main.java:15 // at corpus.extra.printlock.fixed.Main.main(Main.java:30)
  s17: read java.lang.System.out         // at corpus.extra.printlock.fixed.Main.main(Main.java:31)
  s18: acquire System.out                // at corpus.extra.printlock.fixed.Main.main(Main.java:31)
  s18_1: release System.out              // at corpus.extra.printlock.fixed.Main.main(Main.java:31)
  s19: join java.lang.Thread@Main.java:19 // at corpus.extra.printlock.fixed.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.printlock.fixed.Main.<clinit> // at corpus.extra.printlock.fixed.Main.main(Main.java:19)
  main: call corpus.extra.printlock.fixed.Main.main // at corpus.extra.printlock.fixed.Main.main(Main.java:19)
}
