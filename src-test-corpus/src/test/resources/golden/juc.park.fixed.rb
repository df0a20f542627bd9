main corpus.juc.park.fixed.Main.main

proc corpus.juc.park.fixed.Main.lambda$main$0 {
  s0: park                               // at corpus.juc.park.fixed.Main.lambda$main$0(Main.java:16)
  s1: write corpus.juc.park.fixed.Main.result // at corpus.juc.park.fixed.Main.lambda$main$0(Main.java:17)
}

proc corpus.juc.park.fixed.Main.main {
  s5: fork corpus.juc.park.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:15 // at corpus.juc.park.fixed.Main.main(Main.java:19)
  s6: unpark java.lang.Thread@Main.java:15 // at corpus.juc.park.fixed.Main.main(Main.java:20)
  s7: join java.lang.Thread@Main.java:15 // at corpus.juc.park.fixed.Main.main(Main.java:21)
}
