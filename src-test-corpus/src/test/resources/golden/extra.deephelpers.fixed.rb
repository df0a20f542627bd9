main entry

proc corpus.extra.deephelpers.fixed.Main.<clinit> {
  s2: write corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25] {
  s2: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25] // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11] {
  s2: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11] // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19] {
  s2: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19] // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23] {
  s2: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23] // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.d1(Main.java:35)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25] {
  s2: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25] // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11] {
  s2: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11] // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19] {
  s2: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19] // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23] {
  s2: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23] // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d2[args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.d2(Main.java:34)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25] {
  s2: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11] {
  s2: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19] {
  s2: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23] {
  s2: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d3[args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 {
  s2e1: call corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.d3(Main.java:33)
}

proc corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2] {
  s5: call corpus.extra.deephelpers.fixed.Main.drop[corpus.extra.deephelpers.fixed.Main.d4:29#5,args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2] // at corpus.extra.deephelpers.fixed.Main.d4(Main.java:29)
}

proc corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s5e1: call corpus.extra.deephelpers.fixed.Main.drop[corpus.extra.deephelpers.fixed.Main.d4:29#5,args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.d4(Main.java:29)
}

proc corpus.extra.deephelpers.fixed.Main.d4[args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s5e1: call corpus.extra.deephelpers.fixed.Main.drop[corpus.extra.deephelpers.fixed.Main.d4:29#5,args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.d4(Main.java:29)
}

proc corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2] {
  s3: call corpus.extra.deephelpers.fixed.Main.take[corpus.extra.deephelpers.fixed.Main.d4:27#3,args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2] // at corpus.extra.deephelpers.fixed.Main.d4(Main.java:27)
}

proc corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s3e1: call corpus.extra.deephelpers.fixed.Main.take[corpus.extra.deephelpers.fixed.Main.d4:27#3,args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.d4(Main.java:27)
}

proc corpus.extra.deephelpers.fixed.Main.d4[args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d1:35#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s3e1: call corpus.extra.deephelpers.fixed.Main.take[corpus.extra.deephelpers.fixed.Main.d4:27#3,args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.d4(Main.java:27)
}

proc corpus.extra.deephelpers.fixed.Main.drop[corpus.extra.deephelpers.fixed.Main.d4:29#5,args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2] {
  s1: jump s1_1 s1_3                     // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
  s1_1: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
  s1_2: goto s1_j0                       // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
  s1_3: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
  s1_j0: skip                            // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
}

proc corpus.extra.deephelpers.fixed.Main.drop[corpus.extra.deephelpers.fixed.Main.d4:29#5,args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s1e1: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
}

proc corpus.extra.deephelpers.fixed.Main.drop[corpus.extra.deephelpers.fixed.Main.d4:29#5,args(p1=0),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=0),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s1e1: release java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.drop(Main.java:23)
}

proc corpus.extra.deephelpers.fixed.Main.first {
  s2e1: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:39)
  s3e1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:39)
  s4e1: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:40)
  s5e1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:40)
  s6e1: read corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.first(Main.java:41)
  s7e1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:41)
  s8e1: read corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.first(Main.java:42)
  s9e1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:42)
  s10e1: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:43)
  s11e1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:43)
  s12e1: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:44)
  s13e1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:44)
  s18e2: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:39)
  s19e2: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:39)
  s20e2: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:40)
  s21e2: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:40)
  s22e2: read corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.first(Main.java:41)
  s23e2: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:41)
  s24e2: read corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.first(Main.java:42)
  s25e2: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:42)
  s26e2: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:43)
  s27e2: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:43)
  s28e2: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.first(Main.java:44)
  s29e2: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.first(Main.java:44)
}

proc corpus.extra.deephelpers.fixed.Main.main {
  s9: fork corpus.extra.deephelpers.fixed.Main.first java.lang.Thread@Main.java:56 // at corpus.extra.deephelpers.fixed.Main.main(Main.java:58)
  s10: fork corpus.extra.deephelpers.fixed.Main.second java.lang.Thread@Main.java:57 // at corpus.extra.deephelpers.fixed.Main.main(Main.java:59)
  s11: join java.lang.Thread@Main.java:56 // at corpus.extra.deephelpers.fixed.Main.main(Main.java:60)
  s12: join java.lang.Thread@Main.java:57 // at corpus.extra.deephelpers.fixed.Main.main(Main.java:61)
}

proc corpus.extra.deephelpers.fixed.Main.second {
  s0: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.second(Main.java:49)
  s1: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:39#19]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.second(Main.java:49)
  s2: read corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.second(Main.java:50)
  s3: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=1),corpus.extra.deephelpers.fixed.Main.first:41#23]#args,p1=1 // at corpus.extra.deephelpers.fixed.Main.second(Main.java:50)
  s4: read corpus.extra.deephelpers.fixed.Main.b // at corpus.extra.deephelpers.fixed.Main.second(Main.java:51)
  s5: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:42#25]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.second(Main.java:51)
  s6: read corpus.extra.deephelpers.fixed.Main.a // at corpus.extra.deephelpers.fixed.Main.second(Main.java:52)
  s7: call corpus.extra.deephelpers.fixed.Main.d1[args(p1=0),corpus.extra.deephelpers.fixed.Main.first:43#11]#args,p1=0 // at corpus.extra.deephelpers.fixed.Main.second(Main.java:52)
}

proc corpus.extra.deephelpers.fixed.Main.take[corpus.extra.deephelpers.fixed.Main.d4:27#3,args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2] {
  s1: jump s1_1 s1_3                     // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
  s1_1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
  s1_2: goto s1_j0                       // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
  s1_3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
  s1_j0: skip                            // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
}

proc corpus.extra.deephelpers.fixed.Main.take[corpus.extra.deephelpers.fixed.Main.d4:27#3,args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:19 {
  s1e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
}

proc corpus.extra.deephelpers.fixed.Main.take[corpus.extra.deephelpers.fixed.Main.d4:27#3,args(p1=1),corpus.extra.deephelpers.fixed.Main.d3:33#2,args(p1=1),corpus.extra.deephelpers.fixed.Main.d2:34#2]#args,p0=@java.util.concurrent.locks.ReentrantLock@Main.java:20 {
  s1e1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:20 // at corpus.extra.deephelpers.fixed.Main.take(Main.java:22)
}

proc entry {
  init0: call corpus.extra.deephelpers.fixed.Main.<clinit> // at corpus.extra.deephelpers.fixed.Main.main(Main.java:56)
  main: call corpus.extra.deephelpers.fixed.Main.main // at corpus.extra.deephelpers.fixed.Main.main(Main.java:56)
}
