main corpus.extra.selfreentry.fixed.Main.main

proc corpus.extra.selfreentry.fixed.Main$Counter.<init>[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] {
}

proc corpus.extra.selfreentry.fixed.Main$Counter.record[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] {
  sync: jump sync_a0 sync_a1             // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  sync_a0: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  sync_g0: goto s1e1                     // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  sync_a1: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  sync_g1: goto s1e2                     // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  s1e1: call corpus.extra.selfreentry.fixed.Main.pause // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  s2e1: call corpus.extra.selfreentry.fixed.Main$Counter.roll[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=1 // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:30)
  s2e1_1: goto ret_1                     // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:30)
  s1e2: call corpus.extra.selfreentry.fixed.Main.pause // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  s2e2: call corpus.extra.selfreentry.fixed.Main$Counter.roll[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=2 // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:30)
  s2e2_1: goto ret_2                     // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:30)
  ret_1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  ret_1_1: goto exit                     // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
  ret_2: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.record(Main.java:29)
}

proc corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] {
  sync: jump sync_a0 sync_a1             // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  sync_a0: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  sync_g0: goto s1e1                     // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  sync_a1: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  sync_g1: goto s1e2                     // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  s1e1: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  s1e1_1: goto ret_1                     // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  s1e2: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  s1e2_1: goto ret_2                     // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  ret_1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  ret_1_1: goto exit                     // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  ret_2: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
}

proc corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=1 {
  sync: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  s1e1: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  ret_1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
}

proc corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=2 {
  sync: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  s1e1: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
  ret_1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.reset(Main.java:41)
}

proc corpus.extra.selfreentry.fixed.Main$Counter.roll[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] {
  s2: jump s2_1 s2_3                     // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s2_1: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s2_2: goto s3e1                        // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s2_3: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s2_4: goto s3e2                        // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s3e1: read corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s5e1: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s6e1: call corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=1 // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:36)
  s7e1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:37)
  s7e1_1: goto exit                      // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:37)
  s3e2: read corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s5e2: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s6e2: call corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=2 // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:36)
  s7e2: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:37)
}

proc corpus.extra.selfreentry.fixed.Main$Counter.roll[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=1 {
  s2e1: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s3e1: read corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s5e1: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s6e1: call corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=1 // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:36)
  s7e1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{1} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:37)
}

proc corpus.extra.selfreentry.fixed.Main$Counter.roll[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=2 {
  s2e1: acquire corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:34)
  s3e1: read corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s5e1: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.count // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:35)
  s6e1: call corpus.extra.selfreentry.fixed.Main$Counter.reset[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56]#args,this=2 // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:36)
  s7e1: release corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56{2} // at corpus.extra.selfreentry.fixed.Main$Counter.roll(Main.java:37)
}

proc corpus.extra.selfreentry.fixed.Main.main {
  s6_1: jump s8 exit6_s6                 // at corpus.extra.selfreentry.fixed.Main.main(Main.java:55)
  exit6_s6: skip                         // at corpus.extra.selfreentry.fixed.Main.main(Main.java:55)
  s6_2: goto s19                         // at corpus.extra.selfreentry.fixed.Main.main(Main.java:55)
  s8: call corpus.extra.selfreentry.fixed.Main$Counter.<init>[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] // at corpus.extra.selfreentry.fixed.Main.main(Main.java:56)
  s8_1: goto s6_1                        // at corpus.extra.selfreentry.fixed.Main.main(Main.java:56)
  s19: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.peer // at corpus.extra.selfreentry.fixed.Main.main(Main.java:60)
  s20: write corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56.peer // at corpus.extra.selfreentry.fixed.Main.main(Main.java:61)
  s31: fork corpus.extra.selfreentry.fixed.Main$Counter.record[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] java.lang.Thread@Main.java:62 // at corpus.extra.selfreentry.fixed.Main.main(Main.java:64)
  s32: fork corpus.extra.selfreentry.fixed.Main$Counter.record[corpus.extra.selfreentry.fixed.Main$Counter@Main.java:56] java.lang.Thread@Main.java:63 // at corpus.extra.selfreentry.fixed.Main.main(Main.java:65)
  s33: join java.lang.Thread@Main.java:62 // at corpus.extra.selfreentry.fixed.Main.main(Main.java:66)
  s34: join java.lang.Thread@Main.java:63 // at corpus.extra.selfreentry.fixed.Main.main(Main.java:67)
}

proc corpus.extra.selfreentry.fixed.Main.pause {
}
