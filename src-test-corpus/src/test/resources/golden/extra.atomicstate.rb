main corpus.extra.atomicstate.Main.main
var java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value { null corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] } = null
var java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value { null corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] } = null

proc corpus.extra.atomicstate.Main$Closed.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s2: call corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Closed.<init>(Main.java:36)
}

proc corpus.extra.atomicstate.Main$Closed.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s2: call corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Closed.<init>(Main.java:36)
}

proc corpus.extra.atomicstate.Main$Closed.trip[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
  s1: read corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80].gate // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
  s2: call corpus.extra.atomicstate.Main$Gate.open[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
  ret_0: release corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
}

proc corpus.extra.atomicstate.Main$Closed.trip[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  sync: acquire corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
  s1: read corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81].gate // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
  s2: call corpus.extra.atomicstate.Main$Gate.open[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
  ret_0: release corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Closed.trip(Main.java:41)
}

proc corpus.extra.atomicstate.Main$Gate.<init>[corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s4: write corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:52)
  s5: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s7e1: call corpus.extra.atomicstate.Main$Closed.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s8e1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s8e1_1: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s8e1_2: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
}

proc corpus.extra.atomicstate.Main$Gate.<init>[corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s4: write corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:52)
  s5: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s7e1: call corpus.extra.atomicstate.Main$Closed.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s8e1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s8e1_1: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
  s8e1_2: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.<init>(Main.java:56)
}

proc corpus.extra.atomicstate.Main$Gate.open[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s1: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:64)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s4e6 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s4e9 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s4e12 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:64)
  s4e6: call corpus.extra.atomicstate.Main.pause // at corpus.extra.atomicstate.Main$Gate.open(Main.java:65)
  s5e6: read corpus.extra.atomicstate.Main$Gate@Main.java:80.other // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s6e6: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s7e6: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s9e6 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s9e27 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s9e30 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6: jump s9e6_1 s9e6_3               // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_1: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_2: goto s9e6_j0                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_3: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_j0: skip                          // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s10e6: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s10e6_1: goto s12e43                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s4e9: call corpus.extra.atomicstate.Main.pause // at corpus.extra.atomicstate.Main$Gate.open(Main.java:65)
  s5e9: read corpus.extra.atomicstate.Main$Gate@Main.java:80.other // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s6e9: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s7e9: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s9e9 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s9e33 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s9e36 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9: jump s9e9_1 s9e9_3               // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_1: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_2: goto s9e9_j0                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_3: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_j0: skip                          // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s10e9: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s10e9_1: goto s12e44                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s4e12: call corpus.extra.atomicstate.Main.pause // at corpus.extra.atomicstate.Main$Gate.open(Main.java:65)
  s5e12: read corpus.extra.atomicstate.Main$Gate@Main.java:80.other // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s6e12: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s7e12: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s9e12 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s9e39 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s9e42 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12: jump s9e12_1 s9e12_3            // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_1: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_2: goto s9e12_j0                 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_3: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_j0: skip                         // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s10e12: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s10e12_1: goto s12e45                  // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s9e27: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e27_1: goto s10e6                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e30: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e30_1: goto s10e6                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e33: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e33_1: goto s10e9                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e36: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e36_1: goto s10e9                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e39: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e39_1: goto s10e12                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e42: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e42_1: goto s10e12                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s12e43: call corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s13e43_1 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s13e43_4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e43_7 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e43_9 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_4: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_5: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_6: goto exit                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_7: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_8: goto casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_9: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value: skip // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_11: goto exit                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s12e44: call corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e44_1 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s13e44_4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e44_6 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e44_9 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_4: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_5: goto casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_6: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_7: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_8: goto exit                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_9: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value: skip // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_11: goto exit                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s12e45: call corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e45_1 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s13e45_4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e45_6 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s13e45_8 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_4: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_5: goto casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_6: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_7: goto casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_8: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_9: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_10: goto exit                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value: skip // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
}

proc corpus.extra.atomicstate.Main$Gate.open[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s1: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:64)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s4e6 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s4e9 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s4e12 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:64)
  s4e6: call corpus.extra.atomicstate.Main.pause // at corpus.extra.atomicstate.Main$Gate.open(Main.java:65)
  s5e6: read corpus.extra.atomicstate.Main$Gate@Main.java:81.other // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s6e6: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s7e6: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s9e6 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s9e27 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s9e30 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6: jump s9e6_1 s9e6_3               // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_1: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_2: goto s9e6_j0                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_3: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e6_j0: skip                          // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s10e6: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s10e6_1: goto s12e43                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s4e9: call corpus.extra.atomicstate.Main.pause // at corpus.extra.atomicstate.Main$Gate.open(Main.java:65)
  s5e9: read corpus.extra.atomicstate.Main$Gate@Main.java:81.other // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s6e9: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s7e9: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s9e9 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s9e33 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s9e36 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9: jump s9e9_1 s9e9_3               // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_1: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_2: goto s9e9_j0                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_3: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e9_j0: skip                          // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s10e9: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s10e9_1: goto s12e44                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s4e12: call corpus.extra.atomicstate.Main.pause // at corpus.extra.atomicstate.Main$Gate.open(Main.java:65)
  s5e12: read corpus.extra.atomicstate.Main$Gate@Main.java:81.other // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s6e12: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s7e12: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s9e12 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s9e39 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s9e42 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12: jump s9e12_1 s9e12_3            // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_1: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_2: goto s9e12_j0                 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_3: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e12_j0: skip                         // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s10e12: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s10e12_1: goto s12e45                  // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s9e27: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e27_1: goto s10e6                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e30: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e30_1: goto s10e6                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e33: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e33_1: goto s10e9                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e36: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e36_1: goto s10e9                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e39: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e39_1: goto s10e12                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e42: call corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s9e42_1: goto s10e12                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:66)
  s12e43: call corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s13e43_1 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s13e43_4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e43_7 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e43_9 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_4: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_5: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_6: goto exit                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_7: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_8: goto casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_9: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  casfails13e43@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value: skip // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e43_11: goto exit                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s12e44: call corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e44_1 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s13e44_4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e44_6 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e44_9 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_4: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_5: goto casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_6: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_7: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_8: goto exit                    // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_9: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  casfails13e44@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value: skip // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e44_11: goto exit                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s12e45: call corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e45_1 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_1: acquire java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_3: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s13e45_4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e45_6 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s13e45_8 // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_4: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_5: goto casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_6: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_7: goto casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_8: assign java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_9: release java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].atomic // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  s13e45_10: goto exit                   // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
  casfails13e45@java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value: skip // at corpus.extra.atomicstate.Main$Gate.open(Main.java:67)
}

proc corpus.extra.atomicstate.Main$Gate.trip[corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s1: read corpus.extra.atomicstate.Main$Gate@Main.java:80.phase // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:80].value null s4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] s4e7 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] s4e10 // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4: jump s4_1 s4_3                     // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_1: call corpus.extra.atomicstate.Main$Closed.trip[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_2: goto s4_j0                       // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_3: call corpus.extra.atomicstate.Main$Phase.trip[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_j0: skip                            // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_5: goto exit                        // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4e7: call corpus.extra.atomicstate.Main$Closed.trip[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4e7_1: goto exit                      // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4e10: call corpus.extra.atomicstate.Main$Phase.trip[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
}

proc corpus.extra.atomicstate.Main$Gate.trip[corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s1: read corpus.extra.atomicstate.Main$Gate@Main.java:81.phase // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s2: switch java.util.concurrent.atomic.AtomicReference@Main.java:52[corpus.extra.atomicstate.Main$Gate@Main.java:81].value null s4 corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] s4e7 corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] s4e10 // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4: jump s4_1 s4_3                     // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_1: call corpus.extra.atomicstate.Main$Closed.trip[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_2: goto s4_j0                       // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_3: call corpus.extra.atomicstate.Main$Phase.trip[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_j0: skip                            // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4_5: goto exit                        // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4e7: call corpus.extra.atomicstate.Main$Closed.trip[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4e7_1: goto exit                      // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
  s4e10: call corpus.extra.atomicstate.Main$Phase.trip[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Gate.trip(Main.java:60)
}

proc corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s2: call corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Open.<init>(Main.java:47)
}

proc corpus.extra.atomicstate.Main$Open.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s2: call corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Open.<init>(Main.java:47)
}

proc corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s3: write corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80].gate // at corpus.extra.atomicstate.Main$Phase.<init>(Main.java:24)
}

proc corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s3: write corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81].gate // at corpus.extra.atomicstate.Main$Phase.<init>(Main.java:24)
}

proc corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  s3: write corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80].gate // at corpus.extra.atomicstate.Main$Phase.<init>(Main.java:24)
}

proc corpus.extra.atomicstate.Main$Phase.<init>[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  s3: write corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81].gate // at corpus.extra.atomicstate.Main$Phase.<init>(Main.java:24)
}

proc corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
  ret_0: release corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
}

proc corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Closed@Main.java:56,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  sync: acquire corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
  ret_0: release corpus.extra.atomicstate.Main$Closed@Main.java:56[corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
}

proc corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
  ret_0: release corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
}

proc corpus.extra.atomicstate.Main$Phase.touch[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  sync: acquire corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
  ret_0: release corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Phase.touch(Main.java:31)
}

proc corpus.extra.atomicstate.Main$Phase.trip[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] {
  sync: acquire corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Phase.trip(Main.java:28)
  ret_0: release corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main$Phase.trip(Main.java:28)
}

proc corpus.extra.atomicstate.Main$Phase.trip[corpus.extra.atomicstate.Main$Open@Main.java:67,corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] {
  sync: acquire corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Phase.trip(Main.java:28)
  ret_0: release corpus.extra.atomicstate.Main$Open@Main.java:67[corpus.extra.atomicstate.Main$Closed.trip:41#2,corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main$Phase.trip(Main.java:28)
}

proc corpus.extra.atomicstate.Main.main {
  s2: call corpus.extra.atomicstate.Main$Gate.<init>[corpus.extra.atomicstate.Main$Gate@Main.java:80] // at corpus.extra.atomicstate.Main.main(Main.java:80)
  s5: call corpus.extra.atomicstate.Main$Gate.<init>[corpus.extra.atomicstate.Main$Gate@Main.java:81] // at corpus.extra.atomicstate.Main.main(Main.java:81)
  s7: write corpus.extra.atomicstate.Main$Gate@Main.java:80.other // at corpus.extra.atomicstate.Main.main(Main.java:82)
  s8: write corpus.extra.atomicstate.Main$Gate@Main.java:81.other // at corpus.extra.atomicstate.Main.main(Main.java:83)
  s19: fork corpus.extra.atomicstate.Main$Gate.trip[corpus.extra.atomicstate.Main$Gate@Main.java:80] java.lang.Thread@Main.java:84 // at corpus.extra.atomicstate.Main.main(Main.java:86)
  s20: fork corpus.extra.atomicstate.Main$Gate.trip[corpus.extra.atomicstate.Main$Gate@Main.java:81] java.lang.Thread@Main.java:85 // at corpus.extra.atomicstate.Main.main(Main.java:87)
  s21: join java.lang.Thread@Main.java:84 // at corpus.extra.atomicstate.Main.main(Main.java:88)
  s22: join java.lang.Thread@Main.java:85 // at corpus.extra.atomicstate.Main.main(Main.java:89)
}

proc corpus.extra.atomicstate.Main.pause {
}
