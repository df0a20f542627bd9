main entry

proc corpus.juc.syncbuffer.fixed.Main$Order.<init>[corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32] {
  s2: write corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32.state // at corpus.juc.syncbuffer.fixed.Main$Order.<init>(Main.java:18)
}

proc corpus.juc.syncbuffer.fixed.Main$Order.ship[corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32] {
  sync: acquire corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32 // at corpus.juc.syncbuffer.fixed.Main$Order.ship(Main.java:26)
  s1: write corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32.state // at corpus.juc.syncbuffer.fixed.Main$Order.ship(Main.java:26)
  s2: read corpus.juc.syncbuffer.fixed.Main.audit // at corpus.juc.syncbuffer.fixed.Main$Order.ship(Main.java:27)
  s3: acquire java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main$Order.ship(Main.java:27)
  s3_1: release java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main$Order.ship(Main.java:27)
  ret_0: release corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32 // at corpus.juc.syncbuffer.fixed.Main$Order.ship(Main.java:26)
}

proc corpus.juc.syncbuffer.fixed.Main$Order.toString[corpus.juc.syncbuffer.fixed.Main.main:35#10,corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32] {
  sync: acquire corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32 // at corpus.juc.syncbuffer.fixed.Main$Order.toString(Main.java:22)
  s1: read corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32.state // at corpus.juc.syncbuffer.fixed.Main$Order.toString(Main.java:22)
  ret_0: release corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32 // at corpus.juc.syncbuffer.fixed.Main$Order.toString(Main.java:22)
}

proc corpus.juc.syncbuffer.fixed.Main.<clinit> {
  s1: acquire java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main.<clinit>(Main.java:15)
  s1_1: release java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main.<clinit>(Main.java:15)
  s2: write corpus.juc.syncbuffer.fixed.Main.audit // at corpus.juc.syncbuffer.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.juc.syncbuffer.fixed.Main.main {
  s2: call corpus.juc.syncbuffer.fixed.Main$Order.<init>[corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32] // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:32)
  s9: fork corpus.juc.syncbuffer.fixed.Main$Order.ship[corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32] java.lang.Thread@Main.java:33 // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:34)
  s10: call corpus.juc.syncbuffer.fixed.Main$Order.toString[corpus.juc.syncbuffer.fixed.Main.main:35#10,corpus.juc.syncbuffer.fixed.Main$Order@Main.java:32] // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:35)
  s11: read corpus.juc.syncbuffer.fixed.Main.audit // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:36)
  s12: acquire java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:36)
  s12_1: release java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:36)
  s13: join java.lang.Thread@Main.java:33 // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:37)
  s14: read java.lang.System.out         // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:38)
  s15: read corpus.juc.syncbuffer.fixed.Main.audit // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:38)
  s16_2: jump s16_1 s16                  // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:38)
  s16: acquire java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:38)
  s16_3: release java.lang.StringBuffer@Main.java:15 // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:38)
  s16_1: skip                            // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.juc.syncbuffer.fixed.Main.<clinit> // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:32)
  main: call corpus.juc.syncbuffer.fixed.Main.main // at corpus.juc.syncbuffer.fixed.Main.main(Main.java:32)
}
