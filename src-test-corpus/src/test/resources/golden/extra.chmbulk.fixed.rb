main entry

proc corpus.extra.chmbulk.fixed.Main.<clinit> {
  s2: write corpus.extra.chmbulk.fixed.Main.inventory // at corpus.extra.chmbulk.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.chmbulk.fixed.Main.stock // at corpus.extra.chmbulk.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.chmbulk.fixed.Main.main {
  s2_1: jump s3 exit2_s2                 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:25)
  exit2_s2: skip                         // at corpus.extra.chmbulk.fixed.Main.main(Main.java:25)
  s2_2: goto s10                         // at corpus.extra.chmbulk.fixed.Main.main(Main.java:25)
  s3: read corpus.extra.chmbulk.fixed.Main.stock // at corpus.extra.chmbulk.fixed.Main.main(Main.java:26)
  s3_1: goto s2_1                        // at corpus.extra.chmbulk.fixed.Main.main(Main.java:26)
  s10: read corpus.extra.chmbulk.fixed.Main.stock // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13: fork thread:commonPool:corpus.extra.chmbulk.fixed.Main.main#13 commonPool:corpus.extra.chmbulk.fixed.Main.main#13/worker1 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_1: fork thread:commonPool:corpus.extra.chmbulk.fixed.Main.main#13 commonPool:corpus.extra.chmbulk.fixed.Main.main#13/worker2 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_2: jump s13_3 s13_4                // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_4: call corpus.extra.chmbulk.fixed.Main.weigh // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_5: goto s13_2                      // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_3: skip                            // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_6: join commonPool:corpus.extra.chmbulk.fixed.Main.main#13/worker1 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s13_7: join commonPool:corpus.extra.chmbulk.fixed.Main.main#13/worker2 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  s14: read corpus.extra.chmbulk.fixed.Main.inventory // at corpus.extra.chmbulk.fixed.Main.main(Main.java:29)
  s15: acquire java.lang.Object@Main.java:15 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:29)
  s16: read java.lang.System.out         // at corpus.extra.chmbulk.fixed.Main.main(Main.java:30)
  s18: release java.lang.Object@Main.java:15 // at corpus.extra.chmbulk.fixed.Main.main(Main.java:31)
}

proc corpus.extra.chmbulk.fixed.Main.weigh {
  s1: read corpus.extra.chmbulk.fixed.Main.inventory // at corpus.extra.chmbulk.fixed.Main.weigh(Main.java:19)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.chmbulk.fixed.Main.weigh(Main.java:19)
  s4: release java.lang.Object@Main.java:15 // at corpus.extra.chmbulk.fixed.Main.weigh(Main.java:20)
}

proc entry {
  init0: call corpus.extra.chmbulk.fixed.Main.<clinit> // at corpus.extra.chmbulk.fixed.Main.main(Main.java:25)
  main: call corpus.extra.chmbulk.fixed.Main.main // at corpus.extra.chmbulk.fixed.Main.main(Main.java:25)
}

proc thread:commonPool:corpus.extra.chmbulk.fixed.Main.main#13 {
  w0: jump w1 w2                         // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  w2: call corpus.extra.chmbulk.fixed.Main.weigh // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  w3: goto w0                            // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
  w1: skip                               // at corpus.extra.chmbulk.fixed.Main.main(Main.java:28)
}
